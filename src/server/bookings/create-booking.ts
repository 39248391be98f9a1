import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Booking } from '../../shared/booking/booking';
import type { CreateBooking } from '../../shared/booking/booking-schema';
import { createOrderNumber } from '../../shared/booking/order-number';
import { priceFromSettings } from '../../shared/pricing/price';
import { indiaDay } from '../../shared/site/india-time';
import type { DialectFeatures } from '../db/dialect';
import type { RunInTransaction } from '../db/group-commit';
import type { Database } from '../db/schema';
import { bookingSearchText } from '../db/search-text';
import type { ReencodedImage } from '../images/reencode-image';
import { queueNewBookingMails } from '../mail/booking-mail-queue';
import type { MailContext } from '../mail/mail-context';
import {
  CUSTOMER_ACTOR,
  insertStatusChange,
} from '../repositories/booking-status-changes.repository';
import {
  type BookingRow,
  findBookingByOrderId,
  insertBooking,
  isTxnIdUsed,
} from '../repositories/bookings.repository';
import { insertImage } from '../repositories/images.repository';
import { getPricingSettings } from '../repositories/pricing.repository';
import { toBooking } from './booking-mapper';

export interface CreateBookingResult {
  booking: Booking;
  /** False when this was a repeat of a submission already stored (double click, retry). */
  created: boolean;
}

/** Where bookings are written: a transaction for each, or seats in shared ones (group commit). */
export interface BookingStore {
  transact: RunInTransaction;
  dialect: DialectFeatures;
}

/**
 * Stores a submitted booking, priced from the stored pricing (never from the browser), in one
 * transaction with its proof image and its mails: all of it is stored or none of it.
 *
 * Idempotent on the order number: the same submission again answers the stored booking. Order
 * numbers are made in the browser from 900,000 values a day, so two customers can draw the same
 * one; a different submission under a taken number gets a fresh number instead of an error.
 */
export async function createBooking(
  db: BookingStore,
  input: CreateBooking,
  proof: ReencodedImage | undefined,
  mail: MailContext,
  now = new Date(),
): Promise<CreateBookingResult> {
  const attempt = () => db.transact((trx) => storeBooking(trx, input, proof, mail, now));
  try {
    return await attempt();
  } catch (error) {
    // A concurrent twin committed first; a second pass finds it and answers as a repeat.
    if (db.dialect.isUniqueViolation(error)) return attempt();
    throw error;
  }
}

async function storeBooking(
  trx: Kysely<Database>,
  input: CreateBooking,
  proof: ReencodedImage | undefined,
  mail: MailContext,
  now: Date,
): Promise<CreateBookingResult> {
  const existing = await findBookingByOrderId(trx, input.orderId);
  if (existing && isSameSubmission(existing, input)) {
    return { booking: toBooking(existing), created: false };
  }
  const orderId = existing ? await unusedOrderNumber(trx, now) : input.orderId;
  const price = priceFromSettings(await getPricingSettings(trx, input.vehicleType));
  const duplicateTxn = await isTxnIdUsed(trx, input.txnId);
  const proofImageId = proof ? await insertImage(trx, proof, now) : null;
  const timestamp = now.toISOString();
  const row: BookingRow = {
    id: randomUUID(),
    orderId,
    fullName: input.fullName,
    phone: input.phone,
    email: input.email,
    state: input.state,
    city: input.city,
    pincode: input.pincode,
    address: input.address ?? '',
    regNumber: input.regNumber,
    chassisLast5: input.chassisLast5,
    engineLast5: input.engineLast5,
    installation: input.installation,
    service: input.service,
    vehicleType: input.vehicleType,
    priceBase: price.base,
    priceGst: price.gst,
    priceGstPct: price.gstPct,
    priceServiceCharge: price.serviceCharge,
    priceTotal: price.total,
    txnId: input.txnId,
    duplicateTxn: duplicateTxn ? 1 : 0,
    paymentMethod: 'UPI',
    proofImageId,
    submittedAt: timestamp,
    status: 'PAYMENT_SUBMITTED',
    createdAt: timestamp,
    updatedAt: timestamp,
    searchText: bookingSearchText({ orderId, phone: input.phone, regNumber: input.regNumber }),
    createdDay: indiaDay(now),
  };
  await insertBooking(trx, row);
  await insertStatusChange(trx, {
    bookingId: row.id,
    fromStatus: null,
    toStatus: row.status,
    changedBy: CUSTOMER_ACTOR,
    changedAt: timestamp,
  });
  const booking = toBooking(row);
  await queueNewBookingMails(trx, row.id, booking, mail, now);
  return { booking, created: true };
}

/** A retry carries the same payment reference from the same phone. */
function isSameSubmission(stored: BookingRow, input: CreateBooking): boolean {
  return stored.txnId === input.txnId && stored.phone === input.phone;
}

async function unusedOrderNumber(trx: Kysely<Database>, now: Date): Promise<string> {
  for (;;) {
    const candidate = createOrderNumber(now, (min, max) => randomInt(min, max + 1));
    if (!(await findBookingByOrderId(trx, candidate))) return candidate;
  }
}
