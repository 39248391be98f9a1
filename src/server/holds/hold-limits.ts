import { type Kysely, sql } from 'kysely';
import type { AppointmentRules } from '../../shared/appointments/appointment-rules';
import {
  TOO_MANY_HOLDS_FOR_DAY,
  TOO_MANY_HOLDS_FOR_PHONE,
  TOO_MANY_HOLDS_FROM_ADDRESS,
} from '../../shared/booking/booking-limits';
import type { BookingRefusalReason } from '../../shared/booking/booking-refusals';
import { addressDayLimit, type HoldSettings } from '../../shared/booking/hold-settings';
import type { DialectFeatures } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';

/** A submission refused by a hold limit or as a duplicate: the route counts it by its reason. */
export class BookingRefusedError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: BookingRefusalReason,
  ) {
    super(statusCode, message);
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

const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

export interface HoldRequest {
  /** The client address's hash; null for bookings the server makes itself (no address). */
  client: string | null;
  phone: string;
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
  { client, phone, day }: HoldRequest,
): Promise<void> {
  const open = trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'PAYMENT_SUBMITTED')
    .where('holdUntil', 'is not', null);
  const forPhone = countOf(await open.where('phone', '=', phone).executeTakeFirst());
  if (forPhone >= settings.phoneOpenHolds) {
    throw new BookingRefusedError(429, TOO_MANY_HOLDS_FOR_PHONE, 'phone-open-holds');
  }
  if (client === null) return;
  const fromClient = countOf(await open.where('holdClient', '=', client).executeTakeFirst());
  if (fromClient >= settings.addressOpenHolds) {
    throw new BookingRefusedError(429, TOO_MANY_HOLDS_FROM_ADDRESS, 'address-open-holds');
  }
  const forDay = countOf(
    await open
      .where('holdClient', '=', client)
      .where('appointmentDay', '=', day)
      .executeTakeFirst(),
  );
  if (forDay >= addressDayLimit(settings, dayPlaces(rules))) {
    throw new BookingRefusedError(429, TOO_MANY_HOLDS_FOR_DAY, 'address-day');
  }
}
