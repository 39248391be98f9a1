import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { BookedCount } from '#shared/appointments/availability.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';

/** One slot of one day for one kind of fitment at one centre. */
export interface SlotRef {
  centreId: string;
  day: string;
  installation: Installation;
  slot: string;
}

/**
 * Takes one place in the slot if fewer than `capacity` are taken, in the caller's transaction.
 * The conditional update is the whole guard: concurrent takers of one slot wait on its row (a
 * row lock on PostgreSQL, the single writer on SQLite) and each sees the count the other left.
 */
export async function takePlace(
  trx: Kysely<Database>,
  ref: SlotRef,
  capacity: number,
): Promise<boolean> {
  await trx
    .insertInto('appointmentSlots')
    .values({ ...ref, booked: 0 })
    .onConflict((oc) => oc.columns(['centreId', 'day', 'installation', 'slot']).doNothing())
    .execute();
  const { numUpdatedRows } = await trx
    .updateTable('appointmentSlots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('centreId', '=', ref.centreId)
    .where('day', '=', ref.day)
    .where('installation', '=', ref.installation)
    .where('slot', '=', ref.slot)
    .where('booked', '<', capacity)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** How many places of the slot are taken (none for a slot nobody booked yet). */
export async function placesTaken(db: Kysely<Database>, ref: SlotRef): Promise<number> {
  const row = await db
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('centreId', '=', ref.centreId)
    .where('day', '=', ref.day)
    .where('installation', '=', ref.installation)
    .where('slot', '=', ref.slot)
    .executeTakeFirst();
  return row?.booked ?? 0;
}

/** Gives a place back (a cancelled booking, a moved appointment). */
export async function givePlaceBack(trx: Kysely<Database>, ref: SlotRef): Promise<void> {
  await trx
    .updateTable('appointmentSlots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('centreId', '=', ref.centreId)
    .where('day', '=', ref.day)
    .where('installation', '=', ref.installation)
    .where('slot', '=', ref.slot)
    .where('booked', '>', 0)
    .execute();
}

/** What each slot of the centre's days from `from` to `to` (inclusive) holds, for its calendar. */
export async function bookedBetween(
  db: Kysely<Database>,
  centreId: string,
  installation: Installation,
  from: string,
  to: string,
): Promise<BookedCount> {
  const rows = await db
    .selectFrom('appointmentSlots')
    .select(['day', 'slot', 'booked'])
    .where('centreId', '=', centreId)
    .where('installation', '=', installation)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const booked = new Map(rows.map((r) => [`${r.day} ${r.slot}`, r.booked]));
  return (day, slot) => booked.get(`${day} ${slot}`) ?? 0;
}
