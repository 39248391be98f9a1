import { type Kysely, sql } from 'kysely';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { AppointmentRules } from '#shared/appointments/appointment-rules.ts';
import type { BookingRefusalReason } from '#shared/booking/booking-refusals.ts';
import { addressDayLimit, type HoldSettings } from '#shared/booking/hold-settings.ts';
import type { MessageKey } from '#shared/validation/form-messages.ts';

/** A submission refused by a hold limit or as a duplicate: the route counts it by its reason. */
export class BookingRefusedError extends HttpError {
  constructor(
    statusCode: number,
    key: MessageKey,
    readonly reason: BookingRefusalReason,
  ) {
    super(statusCode, key);
  }
}

/**
 * Serialises the bookings that share a client, a phone or a transaction number, to the end of
 * the caller's transaction, so their counts cannot both pass at once. SQLite runs one write
 * transaction at a time already; on PostgreSQL each key takes a transaction advisory lock, in
 * one order for every transaction so two cannot wait on each other. Honest customers of
 * different addresses and phones never wait on each other.
 */
export async function lockHoldKeys(
  trx: Kysely<Database>,
  dialect: DialectFeatures,
  keys: readonly string[],
): Promise<void> {
  if (dialect.name !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** Every place of a fitting day: all slots, home and dealer together. */
export function dayPlaces(rules: AppointmentRules): number {
  const all = [...rules.slots.home, ...rules.slots.dealer];
  return all.reduce((sum, slot) => sum + slot.capacity, 0);
}

export interface HoldRequest {
  /** The client address's hash; null for bookings the server makes itself (no address). */
  client: string | null;
  phone: string;
  /** The fitting centre and day the hold is for: a day's share is counted per centre. */
  centreId: string;
  day: string;
}

/**
 * Throws the 429 that says which limit a new unverified hold would pass, counting the open holds
 * inside the caller's transaction (after lockHoldKeys), so a parallel burst cannot overshoot.
 */
export async function assertHoldAllowed(
  trx: Kysely<Database>,
  settings: HoldSettings,
  rules: AppointmentRules,
  { client, phone, centreId, day }: HoldRequest,
): Promise<void> {
  // One read for the three counts: the phone's open holds, the client's, and the client's that
  // day at that centre (whose rules give the day's places).
  const counts = await trx
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(eb.case().when('phone', '=', phone).then(1).else(0).end())
        .as('phone'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('holdClient', '=', client).then(1).else(0).end(),
        )
        .as('client'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(
              eb.and([
                eb('holdClient', '=', client),
                eb('appointmentDay', '=', day),
                eb('centreId', '=', centreId),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('day'),
    ])
    .where('status', '=', 'PAYMENT_SUBMITTED')
    .where('holdUntil', 'is not', null)
    .where((eb) =>
      client === null
        ? eb('phone', '=', phone)
        : eb.or([eb('phone', '=', phone), eb('holdClient', '=', client)]),
    )
    .executeTakeFirst();
  if (Number(counts?.phone ?? 0) >= settings.phoneOpenHolds) {
    throw new BookingRefusedError(429, 'tooManyHoldsForPhone', 'phone-open-holds');
  }
  if (client === null) return;
  if (Number(counts?.client ?? 0) >= settings.addressOpenHolds) {
    throw new BookingRefusedError(429, 'tooManyHoldsFromAddress', 'address-open-holds');
  }
  if (Number(counts?.day ?? 0) >= addressDayLimit(settings, dayPlaces(rules))) {
    throw new BookingRefusedError(429, 'tooManyHoldsForDay', 'address-day');
  }
}
