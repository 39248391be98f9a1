import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_INFO_KEY } from '#server/db/setting-keys.ts';
import { setSetting } from '#server/repositories/settings.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { openSse } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { INVALID_GSTIN_MESSAGE, INVALID_WHATSAPP_MESSAGE } from '#shared/site/site-info-schema.ts';
import { DEFAULT_SITE_INFO_SETTINGS } from '#shared/site/site-info-settings-schema.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const NEW_INFO = {
  ...DEFAULT_SITE_INFO,
  name: 'Roorkee Plates',
  phone: '01332 123456',
  phonecall: '+911332123456',
};

describe('site info', () => {
  it('keeps the GST answer and the invoices’ signatory for the owner, off the customer pages', async () => {
    const gst = {
      gstRegistered: 'yes',
      signatoryName: ' Asha Verma ',
      signatoryDesignation: 'Proprietor',
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: { ...NEW_INFO, ...gst },
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(stored.json()).toMatchObject({ ...gst, signatoryName: 'Asha Verma' });
    const shop = (await t.app.inject({ url: API_PATHS.storefront })).json() as Storefront;
    expect(shop.siteInfo).toEqual(NEW_INFO);
  });

  it('starts with the defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(res.json()).toEqual(DEFAULT_SITE_INFO_SETTINGS);
  });

  it('takes a GSTIN in any case and stores it upper-cased', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: { ...NEW_INFO, gstin: ' 27aapfu0939f1zv ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().gstin).toBe('27AAPFU0939F1ZV');
  });

  it('reads info saved before the newer fields existed, with their defaults', async () => {
    const {
      supportHours: _,
      moversName: __,
      moversHours: ___,
      gstin: ____,
      whatsapp: _____,
      ...older
    } = NEW_INFO;
    await setSetting(t.db.kysely, SITE_INFO_KEY, JSON.stringify(older), 'staff@hsrp.test');
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(res.json()).toEqual({ ...DEFAULT_SITE_INFO_SETTINGS, ...older });
  });

  it('saves a WhatsApp number for customer pages, and clearing it takes it off them', async () => {
    const put = (whatsapp: string) =>
      t.app.inject({
        method: 'PUT',
        url: API_PATHS.admin.siteInfo,
        headers,
        payload: { ...NEW_INFO, whatsapp },
      });
    const shown = async () =>
      ((await t.app.inject({ url: API_PATHS.storefront })).json() as Storefront).siteInfo.whatsapp;
    expect(await shown()).toBe('');

    const saved = await put(' 9876501234 ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsapp).toBe('9876501234');
    expect(await shown()).toBe('9876501234');

    const cleared = await put('');
    expect(cleared.statusCode).toBe(200);
    expect(await shown()).toBe('');
    const stored = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(stored.json()).toEqual({ ...DEFAULT_SITE_INFO_SETTINGS, ...NEW_INFO, whatsapp: '' });
  });

  it('saves, reaches open customer pages live and is used in mails', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}${API_PATHS.storefrontEvents}`);
    try {
      await stream.next('storefront');
      const res = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.admin.siteInfo,
        headers,
        payload: NEW_INFO,
      });
      expect(res.statusCode).toBe(200);
      expect(((await stream.next('storefront')) as Storefront).siteInfo).toEqual(NEW_INFO);
    } finally {
      stream.close();
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.passwordReset,
      headers,
      payload: { email: 'staff@hsrp.test' },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['textBody', 'htmlBody'])
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain('Roorkee Plates');
    expect(mail.htmlBody).toContain('01332 123456');
  });

  it.each([
    [{ ...NEW_INFO, postalCode: '2476' }, 'Please enter a 6-digit pin code.'],
    [
      { ...NEW_INFO, phonecall: '01332 123456' },
      'Enter the phone for calls as +91 followed by the number, no spaces.',
    ],
    [{ ...NEW_INFO, email: 'nope' }, 'Please enter a valid email address.'],
    [{ ...NEW_INFO, name: '' }, 'Please enter the business name.'],
    [{ ...NEW_INFO, address: 'a\nb' }, 'Please remove line breaks from the address.'],
    [{ ...NEW_INFO, gstin: '27AAPFU0939F1ZW' }, INVALID_GSTIN_MESSAGE],
    [{ ...NEW_INFO, supportHours: '' }, 'Please enter the support hours.'],
    [{ ...NEW_INFO, whatsapp: '98765 4321' }, INVALID_WHATSAPP_MESSAGE],
    [{ ...NEW_INFO, whatsapp: '+919876543210' }, INVALID_WHATSAPP_MESSAGE],
  ])('refuses %j and keeps the stored info', async (payload, message) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const stored = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(stored.json()).toEqual(DEFAULT_SITE_INFO_SETTINGS);
  });
});
