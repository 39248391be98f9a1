import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { AppointmentRules } from '#shared/appointments/appointment-rules.ts';
import { firstActiveCentre, saveCentreRules } from './fitting-centres.repository.ts';

/**
 * The first open centre's rules: what the admin Fitting slots page edited while the business had
 * one calendar (migration 0032 made it the first centre's).
 */
export async function getAppointmentRules(db: Kysely<Database>): Promise<AppointmentRules> {
  return (await firstActiveCentre(db)).rules;
}

export async function saveAppointmentRules(
  db: Kysely<Database>,
  rules: AppointmentRules,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await saveCentreRules(db, (await firstActiveCentre(db)).id, rules, updatedBy, now);
}
