import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { ADMIN_EMAIL, createAdmin, signedInAdmin } from '#server/testing/admin-session.ts';
import { csvRecords } from '#server/testing/csv.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';
import { AUDIT_PAGE_SIZE, type AuditEvent } from '#shared/admin/audit-trail.ts';
import { API_PATHS } from '#shared/api-paths.ts';

let t: TestApp;
let headers: Record<string, string>;
let owner: AuditActor;
let partner: AuditActor;
const stranger: AuditActor = { adminId: null, email: 'guess@evil.example', address: '203.0.113.9' };

beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
  await createAdmin(t, 'partner@hsrp.test');
  const idOf = async (email: string) => (await findAdminByEmail(t.db.kysely, email))?.id ?? '';
  owner = { adminId: await idOf(ADMIN_EMAIL), email: ADMIN_EMAIL, address: '198.51.100.1' };
  partner = {
    adminId: await idOf('partner@hsrp.test'),
    email: 'partner@hsrp.test',
    address: '198.51.100.2',
  };
});
afterEach(async () => {
  await t.close();
});

const record = (actor: AuditActor, kind: AuditKind, subject: string, at: string) =>
  recordAudit(
    t.db.kysely,
    actor,
    { kind, subject, before: { mode: 'hsrp' }, after: { mode: 'pm' } },
    new Date(at),
  );

/** Four entries around India's midnight of 31 March / 1 April 2026 (18:30 UTC). */
async function recordMarchAndApril() {
  await record(
    owner,
    'site-mode-changed',
    'A: last second of 31 March',
    '2026-03-31T18:29:59.999Z',
  );
  await record(owner, 'pricing-changed', 'B: first second of 1 April', '2026-03-31T18:30:00.000Z');
  await record(partner, 'site-mode-changed', 'C: 2 April', '2026-04-02T10:00:00.000Z');
  await record(stranger, 'sign-in-failed', '=HYPERLINK("http://evil")', '2026-04-03T05:00:00.000Z');
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
async function list(query: string) {
  const res = await get(`${API_PATHS.admin.audit}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: AuditEvent[]; nextCursor: string | null };
}
const subjects = async (query: string) =>
  (await list(query)).events.map((event) => event.subject.slice(0, 2));

const SPRING = 'from=2026-03-01&to=2026-04-30';

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, when, where, what and before → after', async () => {
    await recordMarchAndApril();
    const page = await list(SPRING);
    expect(page.events.map((event) => event.subject.slice(0, 2))).toEqual(['=H', 'C:', 'B:', 'A:']);
    expect(page.events[1]).toEqual({
      id: expect.any(String),
      at: '2026-04-02T10:00:00.000Z',
      actorId: partner.adminId,
      actorEmail: 'partner@hsrp.test',
      address: '198.51.100.2',
      kind: 'site-mode-changed',
      subject: 'C: 2 April',
      before: '{"mode":"hsrp"}',
      after: '{"mode":"pm"}',
    });
    expect(page.events[0]).toMatchObject({ actorId: null, actorEmail: 'guess@evil.example' });
    expect(page.nextCursor).toBeNull();
  });

  it('names every account for the person filter', async () => {
    const res = await get(API_PATHS.admin.auditPeople);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      people: [
        { id: partner.adminId, email: 'partner@hsrp.test' },
        { id: owner.adminId, email: ADMIN_EMAIL },
      ],
    });
  });

  it('filters by India dates, both ends included, by person and by kind', async () => {
    await recordMarchAndApril();
    expect(await subjects('from=2026-04-01&to=2026-04-02')).toEqual(['C:', 'B:']);
    expect(await subjects('from=2026-03-31&to=2026-03-31')).toEqual(['A:']);
    expect(await subjects(`${SPRING}&person=${owner.adminId}`)).toEqual(['B:', 'A:']);
    expect(await subjects('person=unknown')).toEqual(['=H']);
    expect(await subjects('kind=site-mode-changed')).toEqual(['C:', 'A:']);
    expect(await subjects(`kind=site-mode-changed&person=${partner.adminId}`)).toEqual(['C:']);
    // The sign-in of the test's admin is today's.
    expect((await list('kind=sign-in')).events).toEqual([
      expect.objectContaining({ actorEmail: ADMIN_EMAIL, subject: 'Session started' }),
    ]);
  });

  it('pages with a cursor, without repeating or skipping entries of the same moment', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1) {
      await record(owner, 'site-mode-changed', `same moment ${i}`, '2026-05-01T06:00:00.000Z');
    }
    const first = await list('kind=site-mode-changed');
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await list(`kind=site-mode-changed&cursor=${first.nextCursor}`);
    expect(second.events).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.events, ...second.events].map((event) => event.subject);
    expect(new Set(all).size).toBe(AUDIT_PAGE_SIZE + 5);
  });

  it.each([
    ['from=2026-02-30', 'Please give dates as YYYY-MM-DD.'],
    ['to=1-4-2026', 'Please give dates as YYYY-MM-DD.'],
    ['from=2026-04-02&to=2026-04-01', 'The first date must not be after the last.'],
    ['kind=drop-table', 'Unknown kind of entry.'],
    ['cursor=not-a-cursor', 'This list position is no longer valid. Please refresh the list.'],
  ])('answers 400 with a readable message for %s', async (query, message) => {
    const res = await get(`${API_PATHS.admin.audit}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports the filtered entries in India time, formulas neutralised', async () => {
    await recordMarchAndApril();
    const res = await get(`${API_PATHS.admin.auditCsv}?${SPRING}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const records = csvRecords(res.body);
    expect(records.map((row) => [row['When (IST)'], row.Person, row.Kind, row.Subject])).toEqual([
      ['2026-04-03 10:30:00', 'guess@evil.example', 'Sign-in failed', `'=HYPERLINK("http://evil")`],
      ['2026-04-02 15:30:00', 'partner@hsrp.test', 'Site mode changed', 'C: 2 April'],
      ['2026-04-01 00:00:00', ADMIN_EMAIL, 'Pricing changed', 'B: first second of 1 April'],
      ['2026-03-31 23:59:59', ADMIN_EMAIL, 'Site mode changed', 'A: last second of 31 March'],
    ]);
    expect(records[1]).toEqual({
      'When (IST)': '2026-04-02 15:30:00',
      Person: 'partner@hsrp.test',
      Account: 'yes',
      Address: '198.51.100.2',
      Kind: 'Site mode changed',
      Subject: 'C: 2 April',
      'Before (JSON)': '{"mode":"hsrp"}',
      'After (JSON)': '{"mode":"pm"}',
    });
    expect(records[0]?.Account).toBe('no such account');

    const april = csvRecords(
      (await get(`${API_PATHS.admin.auditCsv}?from=2026-04-01&kind=site-mode-changed`)).body,
    );
    expect(april.map((row) => row.Subject)).toEqual(['C: 2 April']);
  });

  it('refuses bad filters with a readable 400', async () => {
    const res = await get(`${API_PATHS.admin.auditCsv}?from=2026-04-02&to=2026-04-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The first date must not be after the last.');
  });
});
