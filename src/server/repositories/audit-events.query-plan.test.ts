import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOfQuery } from '#server/testing/query-plan.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { type AuditQuery, listAuditEvents } from './audit-events.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every sign-in and failed sign-in adds a row: years of them must not make the page scan the table.
describe('the audit trail page uses its indexes, never a full table scan', () => {
  const cursor = { createdAt: '2026-11-01T00:00:00.000Z', id: 'x' };
  const april = { from: '2026-03-31T18:30:00.000Z', until: '2026-04-30T18:30:00.000Z' };
  it.each([
    ['newest first', {}, 'audit_events_newest'],
    ['a date range', april, 'audit_events_newest'],
    ['a person', { person: 'some-admin-id' }, 'audit_events_by_actor'],
    ['unknown e-mails', { person: 'unknown' }, 'audit_events_by_actor'],
    ['a kind', { kind: 'payee-changed' }, 'audit_events_by_kind'],
    ['a kind in a date range', { kind: 'sign-in-failed', ...april }, 'audit_events_by_kind'],
  ] as [string, AuditQuery, string][])('%s', async (_name, query, index) => {
    for (const page of [{ limit: 51 }, { limit: 51, cursor }]) {
      const plan = await planOfQuery(t.db.kysely, (db) =>
        listAuditEvents(db, { ...query, ...page }),
      );
      expect(plan.join('\n')).toMatch(new RegExp(`audit_events USING (COVERING )?INDEX ${index}`));
      expect(plan.join('\n')).not.toMatch(/SCAN audit_events$|USE TEMP B-TREE/m);
    }
  });
});
