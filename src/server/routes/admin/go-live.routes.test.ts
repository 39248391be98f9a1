import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { POLICY_DOCUMENTS } from '#shared/policies/required-policies.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

let t: TestApp;
let headers: Record<string, string>;
afterEach(async () => {
  await t.close();
});

async function start(smtpConfigured: boolean) {
  t = await createTestApp({ mail: { smtpConfigured }, freshInstall: true });
  headers = await signedInAdmin(t);
}

const checklist = async () => {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.goLive, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const put = (url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

function setUpiId(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER', upiId: string) {
  const form = new FormData();
  form.append('upiId', upiId);
  form.append('password', ADMIN_PASSWORD);
  return put(API_PATHS.admin.paymentOptionFor(vehicleType), form);
}

const review = async (item: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.goLiveReviewed,
    headers,
    payload: { item },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const POLICY_TEXT =
  'You can cancel free of charge until your plates are ordered. Refunds reach the UPI account you paid from within 5 working days.';
const OFFICER = {
  name: 'Meera Joshi',
  designation: 'Grievance Officer',
  phone: '01332 123456',
  email: 'grievance@roorkeeplates.in',
};

describe('the go-live checklist', () => {
  it('lists everything a fresh install lacks', async () => {
    await start(false);
    expect(await checklist()).toEqual({
      payee: { done: false, missing: ['TWO_WHEELER', 'FOUR_WHEELER'] },
      siteInfo: { done: false, samples: ['phone', 'email'] },
      address: { done: false },
      prices: { done: false },
      fittingDays: { done: false },
      mail: { done: false },
      policies: {
        done: false,
        unpublished: ['refund', 'privacy', 'terms', 'grievanceOfficer'],
      },
      gstin: { done: false, answer: 'none' },
      ready: false,
      siteUrl: TEST_PUBLIC_URL,
    });
  });

  it('ticks each item as the owner sets it up, and is ready without the optional GSTIN', async () => {
    await start(true);
    expect((await checklist()).mail).toEqual({ done: true });

    expect((await setUpiId('FOUR_WHEELER', 'shop.four@okaxis')).statusCode).toBe(200);
    expect((await checklist()).payee).toEqual({ done: false, missing: ['TWO_WHEELER'] });
    expect((await setUpiId('TWO_WHEELER', 'shop@okaxis')).statusCode).toBe(200);
    expect((await checklist()).payee).toEqual({ done: true, missing: [] });

    const realPhone = { ...DEFAULT_SITE_INFO, phone: '01332 123456', phonecall: '+911332123456' };
    expect((await put(API_PATHS.admin.siteInfo, realPhone)).statusCode).toBe(200);
    expect((await checklist()).siteInfo).toEqual({ done: false, samples: ['email'] });
    const realInfo = {
      ...realPhone,
      email: 'help@roorkeeplates.in',
      address: '12 Station Road, Civil Lines',
    };
    expect((await put(API_PATHS.admin.siteInfo, realInfo)).statusCode).toBe(200);
    expect((await checklist()).siteInfo).toEqual({ done: true, samples: [] });
    expect((await checklist()).address).toEqual({ done: true });
    await review('prices');
    await review('fittingDays');

    for (const document of POLICY_DOCUMENTS) {
      expect(
        (await put(API_PATHS.admin.policyDocument(document), { text: POLICY_TEXT })).statusCode,
      ).toBe(200);
    }
    expect((await checklist()).policies).toEqual({
      done: false,
      unpublished: ['grievanceOfficer'],
    });
    expect((await checklist()).ready).toBe(false);
    expect((await put(API_PATHS.admin.grievanceOfficer, OFFICER)).statusCode).toBe(200);

    const ready = await checklist();
    expect(ready.policies).toEqual({ done: true, unpublished: [] });
    expect(ready.gstin).toEqual({ done: false, answer: 'none' });
    expect(ready.ready).toBe(true);

    // "Are you registered for GST?": a yes without the GSTIN stays open; a no, or the GSTIN, answers it.
    expect(
      (await put(API_PATHS.admin.siteInfo, { ...realInfo, gstRegistered: 'yes' })).statusCode,
    ).toBe(200);
    expect((await checklist()).gstin).toEqual({ done: false, answer: 'yes-without-gstin' });
    expect(
      (await put(API_PATHS.admin.siteInfo, { ...realInfo, gstRegistered: 'no' })).statusCode,
    ).toBe(200);
    expect((await checklist()).gstin).toEqual({ done: true, answer: 'no' });
    const gstin = { ...realInfo, gstRegistered: 'yes', gstin: '05ABCDE1234F1Z6' };
    expect((await put(API_PATHS.admin.siteInfo, gstin)).statusCode).toBe(200);
    expect((await checklist()).gstin).toEqual({ done: true, answer: 'gstin' });
  });

  it('is not ready while mail is only logged, however complete the rest', async () => {
    await start(false);
    await setUpiId('TWO_WHEELER', 'shop@okaxis');
    await setUpiId('FOUR_WHEELER', 'shop@okaxis');
    const info = {
      ...DEFAULT_SITE_INFO,
      phone: '01332 123456',
      phonecall: '+911332123456',
      email: 'help@roorkeeplates.in',
      address: '12 Station Road, Civil Lines',
    };
    await put(API_PATHS.admin.siteInfo, info);
    await review('prices');
    await review('fittingDays');
    for (const document of POLICY_DOCUMENTS) {
      await put(API_PATHS.admin.policyDocument(document), { text: POLICY_TEXT });
    }
    await put(API_PATHS.admin.grievanceOfficer, OFFICER);
    const status = await checklist();
    expect(
      [status.payee, status.siteInfo, status.address, status.prices, status.fittingDays].every(
        (item) => item.done,
      ),
    ).toBe(true);
    expect(status.policies.done).toBe(true);
    expect(status.mail).toEqual({ done: false });
    expect(status.ready).toBe(false);
  });

  it('counts a QR image alone as a payee', async () => {
    await start(true);
    const { default: sharp } = await import('sharp');
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('upiId', '');
    form.append('password', ADMIN_PASSWORD);
    form.append('qrImage', new Blob([png]), 'qr.png');
    expect((await put(API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), form)).statusCode).toBe(200);
    expect((await checklist()).payee).toEqual({ done: false, missing: ['FOUR_WHEELER'] });
  });
});

describe('the go-live reviews and the sample address', () => {
  it('ticks the sample address once the street address is the business’s own', async () => {
    await start(true);
    // Only the case or the spaces changed: still the sample.
    const sample = { ...DEFAULT_SITE_INFO, address: '  civil lines, roorkee ' };
    expect((await put(API_PATHS.admin.siteInfo, sample)).statusCode).toBe(200);
    expect((await checklist()).address).toEqual({ done: false });
    const own = { ...DEFAULT_SITE_INFO, address: '7 Rampur Chowk' };
    expect((await put(API_PATHS.admin.siteInfo, own)).statusCode).toBe(200);
    expect((await checklist()).address).toEqual({ done: true });
  });

  it('ticks prices, and fitting days and slots, when the owner confirms them, with an audit entry', async () => {
    await start(true);
    const afterPrices = await review('prices');
    expect(afterPrices.prices).toEqual({ done: true });
    expect(afterPrices.fittingDays).toEqual({ done: false });
    expect((await review('fittingDays')).fittingDays).toEqual({ done: true });
    const entries = await auditRecords(t.db.kysely, 'go-live-reviewed');
    expect(entries.map(({ subject, after }) => [subject, after])).toEqual([
      ['Prices', { reviewed: 'prices' }],
      ['Fitting days and slots', { reviewed: 'fittingDays' }],
    ]);
  });

  it('counts saving a price as reviewing the prices, and saving a centre as reviewing the fitting days', async () => {
    await start(true);
    const price = await put(
      API_PATHS.admin.pricingFor({ service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' }),
      { targetTotal: 749, gstPct: 18, serviceCharge: 109 },
    );
    expect(price.statusCode).toBe(200);
    expect((await checklist()).prices).toEqual({ done: true });
    expect((await checklist()).fittingDays).toEqual({ done: false });

    const added = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.centres,
      headers,
      payload: centreInput(),
    });
    expect(added.statusCode).toBe(201);
    expect((await checklist()).fittingDays).toEqual({ done: true });
  });

  it('refuses to record a review of something else, with a message, and records nothing', async () => {
    await start(true);
    for (const payload of [{ item: 'everything' }, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.goLiveReviewed,
        headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/prices, or fitting days and slots/);
    }
    const status = await checklist();
    expect([status.prices.done, status.fittingDays.done]).toEqual([false, false]);
    expect(await auditRecords(t.db.kysely, 'go-live-reviewed')).toEqual([]);
  });
});

describe('the mail setup', () => {
  it('tells the admin screens that mail is not configured and where notices would go', async () => {
    await start(false);
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.mailSetup, headers });
    expect(res.json()).toEqual({
      smtpConfigured: false,
      bookingNoticesTo: 'office@hsrp.test',
      textChannels: { whatsapp: false, sms: false },
    });
  });

  it('says when SMTP is configured, and when no ADMIN_EMAIL gets booking notices', async () => {
    t = await createTestApp({ mail: { smtpConfigured: true, adminEmail: undefined } });
    headers = await signedInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.mailSetup, headers });
    expect(res.json()).toEqual({
      smtpConfigured: true,
      bookingNoticesTo: null,
      textChannels: { whatsapp: false, sms: false },
    });
  });

  it('says which text channels are configured, so the dashboard can say which are off', async () => {
    t = await createTestApp({ mail: { textChannels: { whatsapp: true, sms: false } } });
    headers = await signedInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.mailSetup, headers });
    expect(res.json()).toMatchObject({ textChannels: { whatsapp: true, sms: false } });
  });
});
