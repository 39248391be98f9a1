import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { policySettingKey } from '#server/db/setting-keys.ts';
import { setSetting } from '#server/repositories/settings.repository.ts';
import { SAME_ORIGIN, signedInAdmin } from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  GRIEVANCE_MESSAGES,
  POLICY_TEXT_MAX,
  POLICY_TEXT_MESSAGES,
} from '#shared/policies/policies-schema.ts';
import { POLICY_DOCUMENTS } from '#shared/policies/required-policies.ts';
import { starterText } from '#shared/policies/starter-texts.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const UNPUBLISHED = { refund: null, privacy: null, terms: null, grievanceOfficer: null };

const REFUND_TEXT = [
  'Refund and cancellation policy of Roorkee Plates',
  'You can cancel free of charge until your plates are ordered.\nCall us on 01332 123456.',
  'Refunds reach the UPI account you paid from within 5 working days.',
].join('\n\n');

const OFFICER = {
  name: 'Meera Joshi',
  designation: 'Grievance Officer',
  phone: '01332 123456',
  email: 'grievance@roorkeeplates.in',
};

/** What customers get from the public API (no session needed). */
const publicPolicies = async () =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.policies })).json();

const saveText = (document: string, text: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${API_PATHS.admin.policies}/${document}`,
    headers,
    payload: { text },
  });
const saveOfficer = (payload: object) =>
  t.app.inject({ method: 'PUT', url: API_PATHS.admin.grievanceOfficer, headers, payload });

describe('policies', () => {
  it('are unpublished on a fresh install, for customers and the owner', async () => {
    expect(await publicPolicies()).toEqual(UNPUBLISHED);
    const admin = await t.app.inject({ method: 'GET', url: API_PATHS.admin.policies, headers });
    expect(admin.json()).toEqual(UNPUBLISHED);
  });

  it('are published when the owner saves them, with the time of the save', async () => {
    const before = Date.now();
    const res = await saveText('refund', `  ${REFUND_TEXT.replaceAll('\n', '\r\n')}\n\n`);
    expect(res.statusCode).toBe(200);
    // Stored as written, line breaks made plain and the ends trimmed.
    expect(res.json().refund.text).toBe(REFUND_TEXT);

    const served = await publicPolicies();
    expect(served).toEqual({ ...UNPUBLISHED, refund: res.json().refund });
    expect(Date.parse(served.refund.updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const officer = await saveOfficer({ ...OFFICER, email: ' grievance@roorkeeplates.in ' });
    expect(officer.statusCode).toBe(200);
    const published = await publicPolicies();
    expect(published.grievanceOfficer).toEqual({ ...OFFICER, updatedAt: expect.any(String) });
    expect(published.refund.text).toBe(REFUND_TEXT);
  });

  it('serve every document under its own key, and a later save replaces the text', async () => {
    for (const document of POLICY_DOCUMENTS) {
      expect((await saveText(document, `${document}: ${REFUND_TEXT}`)).statusCode).toBe(200);
    }
    expect((await saveText('terms', `Updated. ${REFUND_TEXT}`)).statusCode).toBe(200);
    const served = await publicPolicies();
    expect(served.refund.text).toBe(`refund: ${REFUND_TEXT}`);
    expect(served.privacy.text).toBe(`privacy: ${REFUND_TEXT}`);
    expect(served.terms.text).toBe(`Updated. ${REFUND_TEXT}`);
  });

  it('keep markup as plain text: what the owner typed is what customers get', async () => {
    const text = `<script>alert(1)</script> <b>bold</b> & "quotes"\n\n${REFUND_TEXT}`;
    expect((await saveText('privacy', text)).statusCode).toBe(200);
    expect((await publicPolicies()).privacy.text).toBe(text);
  });

  it('refuse a starting text until its [placeholders] are replaced', async () => {
    for (const document of POLICY_DOCUMENTS) {
      const starter = starterText(document, DEFAULT_SITE_INFO);
      const refused = await saveText(document, starter);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(POLICY_TEXT_MESSAGES.placeholders);

      const filled = starter.replace(/\[[^\]]*\]/g, '5');
      expect((await saveText(document, filled)).statusCode).toBe(200);
    }
    const served = await publicPolicies();
    expect(served.terms.text).toContain('The courts at 5 have jurisdiction.');
  });

  it.each([
    ['a blank text', '   ', POLICY_TEXT_MESSAGES.tooShort],
    ['a text too short to be a policy', 'We refund.', POLICY_TEXT_MESSAGES.tooShort],
    ['a text past the limit', 'x'.repeat(POLICY_TEXT_MAX + 1), POLICY_TEXT_MESSAGES.tooLong],
    ['control characters', `${REFUND_TEXT}\u0007`, POLICY_TEXT_MESSAGES.controlCharacters],
    ['a number instead of text', 12345, POLICY_TEXT_MESSAGES.tooShort],
  ])('refuse %s with a 400 and change nothing', async (_, text, message) => {
    const res = await saveText('refund', text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await publicPolicies()).toEqual(UNPUBLISHED);
  });

  it('refuse an unknown policy and a missing body', async () => {
    const unknown = await saveText('shipping', REFUND_TEXT);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown policy.');
    const empty = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.policyDocument('refund'),
      headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(await publicPolicies()).toEqual(UNPUBLISHED);
  });

  it.each([
    [{ ...OFFICER, name: ' ' }, 'Please enter the grievance officer’s name.'],
    [{ ...OFFICER, designation: '' }, 'Please enter the designation.'],
    [{ ...OFFICER, phone: '12345' }, GRIEVANCE_MESSAGES.phone],
    [{ ...OFFICER, phone: 'call me' }, GRIEVANCE_MESSAGES.phone],
    [{ ...OFFICER, phone: DEFAULT_SITE_INFO.phone }, GRIEVANCE_MESSAGES.samplePhone],
    [{ ...OFFICER, phone: '+91 98765 43210' }, GRIEVANCE_MESSAGES.samplePhone],
    [{ ...OFFICER, email: 'nope' }, 'Please enter a valid email address.'],
    [{ ...OFFICER, email: DEFAULT_SITE_INFO.email }, GRIEVANCE_MESSAGES.sampleEmail],
    [{ name: 'Meera Joshi' }, 'Please enter the designation.'],
  ])('refuse the grievance officer %j and keep it unpublished', async (payload, message) => {
    const res = await saveOfficer(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await publicPolicies()).grievanceOfficer).toBeNull();
  });

  it('are changed only by a signed-in admin from the site’s own pages', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.policyDocument('refund'),
      headers: SAME_ORIGIN,
      payload: { text: REFUND_TEXT },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.grievanceOfficer,
      headers: { ...headers, origin: 'https://evil.example' },
      payload: OFFICER,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await publicPolicies()).toEqual(UNPUBLISHED);
  });

  it('read a damaged stored row as unpublished rather than failing the page', async () => {
    await setSetting(t.db.kysely, policySettingKey('refund'), '{not json', 'staff@hsrp.test');
    await setSetting(t.db.kysely, policySettingKey('grievanceOfficer'), '{"name":1}', 'x');
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.policies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNPUBLISHED);
  });
});
