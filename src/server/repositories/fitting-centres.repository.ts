import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FittingCentresTable } from '#server/db/schema.ts';
import {
  type AppointmentRules,
  AppointmentRulesSchema,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import type { FittingCentre, FittingCentreInput } from '#shared/centres/fitting-centre.ts';

function centreOf(row: Selectable<FittingCentresTable>): FittingCentre {
  // Saved through the same schema, so stored rules always parse; hand-edited ones that do not
  // must not close the calendar: the defaults stand in.
  const rules = AppointmentRulesSchema.safeParse(JSON.parse(row.rules));
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    mapUrl: row.mapUrl,
    phone: row.phone,
    active: row.active === 1,
    rules: rules.success ? rules.data : DEFAULT_APPOINTMENT_RULES,
    position: row.position,
  };
}

/** Every centre, open or closed, in the owner's order. */
export async function listCentres(db: Kysely<Database>): Promise<FittingCentre[]> {
  const rows = await db.selectFrom('fittingCentres').selectAll().orderBy('position').execute();
  return rows.map(centreOf);
}

export async function findCentre(
  db: Kysely<Database>,
  id: string,
): Promise<FittingCentre | undefined> {
  const row = await db
    .selectFrom('fittingCentres')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && centreOf(row);
}

/**
 * The centre a caller that names none is served by: the first open one in the owner's order (the
 * business's one calendar, for a shop with one centre). Every database has one: migration 0032
 * makes it, and the last open centre cannot be closed.
 */
export async function firstActiveCentre(db: Kysely<Database>): Promise<FittingCentre> {
  const row = await db
    .selectFrom('fittingCentres')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('position')
    .limit(1)
    .executeTakeFirstOrThrow();
  return centreOf(row);
}

const columnsOf = (input: FittingCentreInput) => ({
  name: input.name,
  address: input.address,
  city: input.city,
  pincode: input.pincode,
  mapUrl: input.mapUrl,
  phone: input.phone,
  rules: JSON.stringify(input.rules),
  active: input.active ? 1 : 0,
});

/** Adds a centre after the others; answers its id. */
export async function insertCentre(
  db: Kysely<Database>,
  input: FittingCentreInput,
  updatedBy: string,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const last = await db
    .selectFrom('fittingCentres')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('fittingCentres')
    .values({
      id,
      ...columnsOf(input),
      position: Number(last?.position ?? -1) + 1,
      updatedBy,
      updatedAt: now.toISOString(),
    })
    .execute();
  return id;
}

/** Saves a centre's details and rules; false when there is no such centre. */
export async function updateCentre(
  db: Kysely<Database>,
  id: string,
  input: FittingCentreInput,
  updatedBy: string,
  now = new Date(),
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('fittingCentres')
    .set({ ...columnsOf(input), updatedBy, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Saves only a centre's calendar rules (tests and set-up scripts). */
export async function saveCentreRules(
  db: Kysely<Database>,
  id: string,
  rules: AppointmentRules,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('fittingCentres')
    .set({ rules: JSON.stringify(rules), updatedBy, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
