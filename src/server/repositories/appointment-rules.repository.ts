import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { APPOINTMENT_RULES_KEY } from '#server/db/setting-keys.ts';
import {
  type AppointmentRules,
  AppointmentRulesSchema,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The owner's rules, or the defaults until the owner saves some. */
export async function getAppointmentRules(db: Kysely<Database>): Promise<AppointmentRules> {
  const stored = await getSetting(db, APPOINTMENT_RULES_KEY);
  if (!stored) return DEFAULT_APPOINTMENT_RULES;
  // Saved through the same schema, so a stored value always parses; a hand-edited one that does
  // not must not close the calendar: the defaults stand in.
  const parsed = AppointmentRulesSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : DEFAULT_APPOINTMENT_RULES;
}

export async function saveAppointmentRules(
  db: Kysely<Database>,
  rules: AppointmentRules,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, APPOINTMENT_RULES_KEY, JSON.stringify(rules), updatedBy, now);
}
