import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  firstActiveCentre,
  saveCentreRules,
} from '#server/repositories/fitting-centres.repository.ts';
import type { AppointmentRules } from '#shared/appointments/appointment-rules.ts';

/** Sets the calendar of the centre callers that name none are served by (a one-centre shop's). */
export async function saveFirstCentreRules(
  db: Kysely<Database>,
  rules: AppointmentRules,
  updatedBy = 'test',
): Promise<void> {
  await saveCentreRules(db, (await firstActiveCentre(db)).id, rules, updatedBy);
}
