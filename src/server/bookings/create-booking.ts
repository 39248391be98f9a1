import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingConfirmation } from '../../shared/booking/booking-confirmation';
import { TXN_ID_ALREADY_USED } from '../../shared/booking/booking-limits';
import { BOOKING_MESSAGES, type CreateBooking } from '../../shared/booking/booking-schema';
import { holdDeadline } from '../../shared/booking/hold-deadline';
import { createOrderNumber, isCurrentOrderNumber } from '../../shared/booking/order-number';
import { bookingSearchText } from '../../shared/booking/search-text';
import { priceFromSettings } from '../../shared/pricing/price';
import { indiaDay } from '../../shared/site/india-time';
import { reserveAppointment } from '../appointments/appointment-places';
import type { AppDb } from '../db/app-db';
import type { DialectFeatures } from '../db/dialect';
import type { Database } from '../db/schema';
import { holdClientHash } from '../holds/hold-client';
import { assertHoldAllowed, BookingRefusedError, lockHoldKeys } from '../holds/hold-limits';
import { getHoldSettings } from '../holds/hold-settings';
import { HttpError } from '../http/http-error';
import type { ReencodedImage } from '../images/reencode-image';
import { queueNewBookingMails } from '../mail/booking-mail-queue';
import type { MailContext } from '../mail/mail-context';
import { getAppointmentRules } from '../repositories/appointment-rules.repository';
import { toBooking } from '../repositories/booking-mapper';
import {
  CUSTOMER_ACTOR,
  insertStatusChange,
} from '../repositories/booking-status-changes.repository';
import {
  type BookingRow,
  findBookingByOrderId,
  insertBooking,
  transactionNumberUse,
} from '../repositories/bookings.repository';
import { insertImage } from '../repositories/images.repository';
import { getPricingSettings } from '../repositories/pricing.repository';
import { issueTrackingLinks } from '../tracking/tracking-links';

export interface CreateBookingResult {
  /** All the answer may say: a repeat's answer goes to whoever repeats the submission. */
  confirmation: BookingConfirmation;
  /** False when this was a repeat of a submission already stored (double click, retry). */
  created: boolean;
}

/**
 * Stores a submitted booking, priced from the stored pricing (never from the browser), in one
 * transaction with its proof image and its mails: all of it is stored or none of it.
 *
 * Idempotent on the order number: the same submission again answers the stored booking. Order
 * numbers are made in the browser from 900,000 values a day, so two customers can draw the same
 * one; a different submission under a taken number gets a fresh number instead of an error.
 *
 * The booking holds its appointment place unverified until the owner's deadline
 * (docs/product.md#payment-holds, decision 0032); `clientIp` (request.ip) is counted, as a keyed
 * hash, against the hold limits per address. Without it (bookings the server makes itself: seeds,
 * benchmarks) only the phone's limit counts.
 */
export async function createBooking(
  db: AppDb,
  input: CreateBooking,
  proof: ReencodedImage | undefined,
  mail: MailContext,
  now = new Date(),
  clientIp?: string,
): Promise<CreateBookingResult> {
  assertCurrentOrderNumber(input, now);
  const holdClient = clientIp === undefined ? null : await holdClientHash(db.kysely, clientIp);
  const attempt = () =>
    db.kysely
      .transaction()
      .execute((trx) => storeBooking(trx, db.dialect, input, proof, mail, now, holdClient));
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
  dialect: DialectFeatures,
  input: CreateBooking,
  proof: ReencodedImage | undefined,
  mail: MailContext,
  now: Date,
  holdClient: string | null,
): Promise<CreateBookingResult> {
  // First, so that what is read below is what the other submissions of this client, phone or
  // transaction number left (a twin of this submission is found as the repeat it is).
  await lockHoldKeys(trx, dialect, [
    `hold:txn:${input.txnId}`,
    `hold:phone:${input.phone}`,
    ...(holdClient ? [`hold:client:${holdClient}`] : []),
  ]);
  const checked = await checkSubmission(trx, input, holdClient);
  if (checked.repeat) return { confirmation: confirmationOf(checked.repeat), created: false };
  const { existing, txnUse, rules, holdSettings } = checked;
  const orderId = existing ? await unusedOrderNumber(trx, now) : input.orderId;
  const price = priceFromSettings(await getPricingSettings(trx, input));
  const proofImageId = proof ? await insertImage(trx, proof, now) : null;
  const timestamp = now.toISOString();
  const row: BookingRow = {
    id: randomUUID(),
    ...input,
    orderId,
    address: input.address ?? '',
    priceBase: price.base,
    priceGst: price.gst,
    priceGstPct: price.gstPct,
    priceServiceCharge: price.serviceCharge,
    priceTotal: price.total,
    // Only lapsed bookings can carry it now: staff should still look twice.
    duplicateTxn: txnUse === 'lapsed' ? 1 : 0,
    paymentMethod: 'UPI',
    proofImageId,
    submittedAt: timestamp,
    status: 'PAYMENT_SUBMITTED',
    createdAt: timestamp,
    updatedAt: timestamp,
    searchText: bookingSearchText({ ...input, orderId }),
    createdDay: indiaDay(now),
    customerReschedules: 0,
    reminderQueuedAt: null,
    holdUntil: holdDeadline(now, holdSettings, rules).toISOString(),
    lapsedAt: null,
    holdClient,
  };
  await insertBooking(trx, row);
  await insertStatusChange(trx, {
    bookingId: row.id,
    fromStatus: null,
    toStatus: row.status,
    changedBy: CUSTOMER_ACTOR,
    changedAt: timestamp,
  });
  // Only its hash is kept (decision 0038): the answer and the receipt mail carry the secret.
  const [trackingToken = ''] = await issueTrackingLinks(trx, [row.id], now);
  const { receiptMailed } = await queueNewBookingMails(
    trx,
    row.id,
    toBooking(row),
    trackingToken,
    mail,
    now,
    row.holdUntil,
  );
  // Last: the slot's row stays locked (PostgreSQL) only from here to the commit, so customers
  // booking one popular slot wait on each other as briefly as can be (docs/capacity.md).
  await reserveAppointment(
    trx,
    input.installation,
    { day: input.appointmentDay, slot: input.appointmentSlot },
    now,
    'customer',
    rules,
  );
  // The link's secret goes to the customer twice, here and in the mail written just now.
  return { confirmation: { ...confirmationOf(row), trackingToken, receiptMailed }, created: true };
}

/** Refuses (400) an order number from before yesterday: a payment page left open for days. */
export function assertCurrentOrderNumber(input: CreateBooking, now: Date): void {
  if (!isCurrentOrderNumber(input.orderId, now)) {
    throw new HttpError(400, BOOKING_MESSAGES.orderIdOutdated, {
      orderId: BOOKING_MESSAGES.orderIdOutdated,
    });
  }
}

/**
 * The stored booking this submission repeats, or what storing it reads, having refused it
 * (BookingRefusedError) for a transaction number taken or a hold limit passed.
 */
export async function checkSubmission(
  trx: Kysely<Database>,
  input: CreateBooking,
  holdClient: string | null,
) {
  const existing = await findBookingByOrderId(trx, input.orderId);
  if (existing && isSameSubmission(existing, input)) return { repeat: existing };
  const txnUse = await transactionNumberUse(trx, input.txnId);
  // Nothing about the other booking is said: only that the number is taken.
  if (txnUse === 'claimed') {
    throw new BookingRefusedError(409, TXN_ID_ALREADY_USED, 'duplicate-txn');
  }
  const rules = await getAppointmentRules(trx);
  const holdSettings = await getHoldSettings(trx);
  await assertHoldAllowed(trx, holdSettings, rules, {
    client: holdClient,
    phone: input.phone,
    day: input.appointmentDay,
  });
  return { repeat: undefined, existing, txnUse, rules, holdSettings };
}

function confirmationOf(row: BookingRow): BookingConfirmation {
  return {
    orderId: row.orderId,
    status: row.status,
    total: row.priceTotal,
    // Only while it holds: a repeat of a booking verified or lapsed since says nothing of it.
    holdUntil: row.status === 'PAYMENT_SUBMITTED' ? row.holdUntil : null,
  };
}

/** A retry carries the same payment reference from the same phone. */
export function isSameSubmission(stored: BookingRow, input: CreateBooking): boolean {
  return stored.txnId === input.txnId && stored.phone === input.phone;
}

async function unusedOrderNumber(trx: Kysely<Database>, now: Date): Promise<string> {
  for (;;) {
    const candidate = createOrderNumber(now, (min, max) => randomInt(min, max + 1));
    if (!(await findBookingByOrderId(trx, candidate))) return candidate;
  }
}
