import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_INFO_KEY } from '#server/db/setting-keys.ts';
import { setSetting } from '#server/repositories/settings.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_MOVERS_CLAIMS, type MoversClaims } from '#shared/site/movers-claims.ts';
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

const saveClaims = (moversClaims: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.siteInfo,
    headers,
    payload: { ...DEFAULT_SITE_INFO_SETTINGS, moversClaims },
  });
const storedClaims = async () =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers })).json()
    .moversClaims;
const servedClaims = async () =>
  ((await t.app.inject({ url: API_PATHS.storefront })).json() as Storefront).moversClaims;

describe('the movers page’s claims', () => {
  it('start as the spec’s samples, unconfirmed, and none is served to customers', async () => {
    expect(await storedClaims()).toEqual(DEFAULT_MOVERS_CLAIMS);
    expect(await servedClaims()).toEqual({});
  });

  it('serve only what the owner confirmed, with the owner’s own figures, and are audited', async () => {
    const claims: MoversClaims = {
      ...DEFAULT_MOVERS_CLAIMS,
      rating: { figure: ' 4.6 ', confirmed: true },
      moves: { figure: '2,300+', confirmed: true },
      // Edited but not confirmed: still not shown.
      cities: { figure: '12', confirmed: false },
      invoices: { confirmed: true },
    };
    expect((await saveClaims(claims)).statusCode).toBe(200);
    expect(await servedClaims()).toEqual({ rating: '4.6', moves: '2,300+', invoices: true });
    expect((await storedClaims()).cities).toEqual({ figure: '12', confirmed: false });

    const [changed] = await auditRecords(t.db.kysely, 'site-info-changed');
    expect(changed?.before).toMatchObject({ moversClaims: DEFAULT_MOVERS_CLAIMS });
    expect(changed?.after).toMatchObject({ moversClaims: { rating: { figure: '4.6' } } });

    // Taking a confirmation back takes the claim off the page.
    const withdrawn = { ...claims, rating: { figure: '4.6', confirmed: false } };
    expect((await saveClaims(withdrawn)).statusCode).toBe(200);
    expect(await servedClaims()).toEqual({ moves: '2,300+', invoices: true });
  });

  it('show the all-risk insurance, and the damage promise resting on it, only once confirmed', async () => {
    expect(
      (await saveClaims({ ...DEFAULT_MOVERS_CLAIMS, insurance: { confirmed: true } })).statusCode,
    ).toBe(200);
    expect(await servedClaims()).toEqual({ insurance: true });
  });

  it('read claims saved before the insurance claim existed as they were, insurance unconfirmed', async () => {
    const { insurance: _, ...older } = {
      ...DEFAULT_MOVERS_CLAIMS,
      moves: { figure: '2,300+', confirmed: true },
    };
    await setSetting(
      t.db.kysely,
      SITE_INFO_KEY,
      JSON.stringify({
        ...DEFAULT_SITE_INFO_SETTINGS,
        name: 'Roorkee Movers',
        moversClaims: older,
      }),
      'test',
    );
    expect(await servedClaims()).toEqual({ moves: '2,300+' });
    expect((await storedClaims()).insurance).toEqual({ confirmed: false });
    const site = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
    expect(site.json().name).toBe('Roorkee Movers');
  });

  it('a save that leaves the claims out puts them back to unconfirmed samples', async () => {
    await saveClaims({ ...DEFAULT_MOVERS_CLAIMS, onTime: { figure: '97%', confirmed: true } });
    const { moversClaims: _, ...publicOnly } = DEFAULT_SITE_INFO_SETTINGS;
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: publicOnly,
    });
    expect(res.statusCode).toBe(200);
    expect(await servedClaims()).toEqual({});
  });

  it.each([
    [
      'a rating above 5',
      { rating: { figure: '6', confirmed: true } },
      /rating as a number from 1 to 5/,
    ],
    ['a rating in words', { rating: { figure: 'great', confirmed: true } }, /from 1 to 5/],
    ['an on-time share without %', { onTime: { figure: '99', confirmed: true } }, /percentage/],
    ['a blank count', { cities: { figure: '  ', confirmed: true } }, /number of cities/],
    ['a count without digits', { moves: { figure: 'lots', confirmed: true } }, /with digits/],
    ['a long figure', { crewHours: { figure: '1234567890123', confirmed: true } }, /under 12/],
    ['a confirmation that is not yes or no', { invoices: { confirmed: 'yes' } }, /./],
    ['no answer on the insurance', { insurance: {} }, /./],
  ])('refuses %s with a message, and stores nothing', async (_, change, message) => {
    const res = await saveClaims({ ...DEFAULT_MOVERS_CLAIMS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await storedClaims()).toEqual(DEFAULT_MOVERS_CLAIMS);
    expect(await servedClaims()).toEqual({});
  });
});
