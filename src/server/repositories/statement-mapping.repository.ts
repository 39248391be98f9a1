import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { STATEMENT_MAPPING_KEY } from '#server/db/setting-keys.ts';
import {
  type StatementColumnMapping,
  StatementColumnMappingSchema,
} from '#shared/payments/statement-mapping.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The mapping staff saved, or null: none saved, or one that no longer fits the schema. */
export async function getStatementMapping(
  db: Kysely<Database>,
): Promise<StatementColumnMapping | null> {
  const stored = await getSetting(db, STATEMENT_MAPPING_KEY);
  if (!stored) return null;
  const parsed = StatementColumnMappingSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : null;
}

export async function saveStatementMapping(
  db: Kysely<Database>,
  mapping: StatementColumnMapping,
  updatedBy: string,
): Promise<void> {
  await setSetting(db, STATEMENT_MAPPING_KEY, JSON.stringify(mapping), updatedBy);
}
