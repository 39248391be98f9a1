import type { Kysely } from 'kysely';
import {
  type StatementColumnMapping,
  StatementColumnMappingSchema,
} from '../../shared/payments/statement-mapping';
import type { Database } from '../db/schema';
import { STATEMENT_MAPPING_KEY } from '../db/setting-keys';
import { getSetting, setSetting } from './settings.repository';

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
