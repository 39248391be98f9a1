import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { Database } from '#server/db/schema.ts';
import { policySettingKey } from '#server/db/setting-keys.ts';
import type { GrievanceOfficer, Policies, PolicyText } from '#shared/policies/policies-schema.ts';
import type { PolicyDocument, PolicyPage } from '#shared/policies/required-policies.ts';
import { setSetting } from './settings.repository.ts';

/** A policy page's settings row: its JSON and when it was last saved (the "Last updated" date). */
async function getPolicyRow(db: Kysely<Database>, page: PolicyPage) {
  return db
    .selectFrom('settings')
    .select(['value', 'updatedAt'])
    .where('key', '=', policySettingKey(page))
    .executeTakeFirst();
}

/**
 * A stored row's JSON, read by shape only: it was checked when saved, and a rule tightened later
 * must not take a published policy down.
 */
const StoredTextSchema = z.object({ text: z.string() });
const StoredOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  phone: z.string(),
  email: z.string(),
});

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

async function getPublishedText(db: Kysely<Database>, document: PolicyDocument) {
  const row = await getPolicyRow(db, document);
  const stored = row && StoredTextSchema.safeParse(parseJson(row.value));
  return row && stored?.success ? { text: stored.data.text, updatedAt: row.updatedAt } : null;
}

async function getPublishedGrievanceOfficer(db: Kysely<Database>) {
  const row = await getPolicyRow(db, 'grievanceOfficer');
  const stored = row && StoredOfficerSchema.safeParse(parseJson(row.value));
  return row && stored?.success ? { ...stored.data, updatedAt: row.updatedAt } : null;
}

/** Every policy page: null until the owner has saved it. */
export async function getPolicies(db: Kysely<Database>): Promise<Policies> {
  const [refund, privacy, terms, grievanceOfficer] = await Promise.all([
    getPublishedText(db, 'refund'),
    getPublishedText(db, 'privacy'),
    getPublishedText(db, 'terms'),
    getPublishedGrievanceOfficer(db),
  ]);
  return { refund, privacy, terms, grievanceOfficer };
}

export async function savePolicyText(
  db: Kysely<Database>,
  document: PolicyDocument,
  policy: PolicyText,
  updatedBy: string,
): Promise<void> {
  await setSetting(db, policySettingKey(document), JSON.stringify(policy), updatedBy);
}

export async function saveGrievanceOfficer(
  db: Kysely<Database>,
  officer: GrievanceOfficer,
  updatedBy: string,
): Promise<void> {
  await setSetting(db, policySettingKey('grievanceOfficer'), JSON.stringify(officer), updatedBy);
}
