import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { reserveAppointment } from '#server/appointments/appointment-places.ts';
import { centreForBooking, pricedAt } from '#server/appointments/fitting-place.ts';
import type { AppDb } from '#server/db/app-db.ts';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { holdClientHash } from '#server/holds/hold-client.ts';
import { assertHoldAllowed, BookingRefusedError, lockHoldKeys } from '#server/holds/hold-limits.ts';
import { getHoldSettings } from '#server/holds/hold-settings.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { ReencodedImage } from '#server/images/reencode-image.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { takeMobileConfirmation } from '#server/mobile-codes/mobile-code-gate.ts';
import { notify } from '#server/notifications/notify.ts';
import {
  CUSTOMER_ACTOR,
  insertStatusChange,
} from '#server/repositories/booking-status-changes.repository.ts';
import {
  type BookingRow,
  findBookingByOrderId,
  insertBooking,
  transactionNumberUse,
} from '#server/repositories/bookings.repository.ts';
import { insertImage } from '#server/repositories/images.repository.ts';
import { getPricingSettings } from '#server/repositories/pricing.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { bookingCentre } from '#server/tracking/booking-centre.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import type {
  BookingConfirmation,
  ConfirmedFitting,
} from '#shared/booking/booking-confirmation.ts';
import type { CreateBooking } from '#shared/booking/booking-schema.ts';
import { holdDeadline } from '#shared/booking/hold-deadline.ts';
import { createOrderNumber, isCurrentOrderNumber } from '#shared/booking/order-number.ts';
import { bookingSearchText } from '#shared/booking/search-text.ts';
import { centreAddressLine, type PublicCentre } from '#shared/centres/fitting-centre.ts';
import { priceFromSettings } from '#shared/pricing/price.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { BASE_LOCALE } from '#shared/site/locales.ts';
import { whatsappConsentOf } from './whatsapp-consent.ts';

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
 * benchmarks) only the phone's limit counts. `mobileToken`: the token of the phone's confirmed
 * code, which a new booking needs (and uses up) while the owner requires codes (issue 36).
 */
export async function createBooking(
  db: AppDb,
  input: CreateBooking,
  proof: ReencodedImage | undefined,
  mail: MailContext,
  now = new Date(),
  clientIp?: string,
  mobileToken?: string,
): Promise<CreateBookingResult> {
  assertCurrentOrderNumber(input, now);
  const holdClient = clientIp === undefined ? null : await holdClientHash(db.kysely, clientIp);
  const attempt = () =>
    db.kysely
      .transaction()
      .execute((trx) =>
        storeBooking(trx, db.dialect, input, proof, mail, now, holdClient, mobileToken),
      );
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
  mobileToken: string | undefined,
): Promise<CreateBookingResult> {
  // First, so that what is read below is what the other submissions of this client, phone or
  // transaction number left (a twin of this submission is found as the repeat it is).
  await lockHoldKeys(trx, dialect, [
    `hold:txn:${input.txnId}`,
    `hold:phone:${input.phone}`,
    ...(holdClient ? [`hold:client:${holdClient}`] : []),
  ]);
  const checked = await checkSubmission(trx, input, holdClient);
  if (checked.repeat) {
    const centre = await bookingCentre(trx, checked.repeat);
    return { confirmation: confirmationOf(checked.repeat, centre), created: false };
  }
  // After the repeat: a double tap's second request finds its booking, not a used token.
  await takeMobileConfirmation(trx, input.phone, mobileToken, mail, now);
  const { existing, txnUse, centre, homeCharges, holdSettings } = checked;
  const orderId = existing ? await unusedOrderNumber(trx, now) : input.orderId;
  // GST only from a business with a GSTIN (s.32), on the whole supply (decision 0049).
  const registered = (await getSiteInfo(trx)).gstin !== '';
  // A home visit in an area the owner charges for adds its line (issue 38).
  const price = pricedAt(
    priceFromSettings(await getPricingSettings(trx, input), registered),
    { homeCharges },
    input.vehicleType,
  );
  const proofImageId = proof ? await insertImage(trx, proof, now) : null;
  const timestamp = now.toISOString();
  const { whatsappConsent, privacyNotice, ...fields } = input;
  const row: BookingRow = {
    id: randomUUID(),
    ...fields,
    orderId,
    centreId: centre.id,
    address: input.address ?? '',
    locale: input.locale ?? BASE_LOCALE,
    customerGstin: input.customerGstin ?? '',
    priceBase: price.base,
    priceGst: price.gst,
    priceGstPct: price.gstPct,
    priceServiceCharge: price.serviceCharge,
    priceHomeCharge: price.homeCharge ?? 0,
    priceTotal: price.total,
    priceTaxBasis: registered ? 'supply' : 'none',
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
    holdUntil: holdDeadline(now, holdSettings, centre.rules).toISOString(),
    lapsedAt: null,
    holdClient,
    ...whatsappConsentOf(whatsappConsent, mail, timestamp),
    // The route took only the current notice (personal-data/privacy-notice-check.ts).
    privacyNoticeVersion: privacyNotice ?? null,
    privacyNoticeAgreedAt: privacyNotice ? timestamp : null,
    proofDeletedAt: null,
    contactBlankedAt: null,
    erasedAt: null,
    billedTo: null,
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
  // A receipt past its address's cap is not queued: the answer says so (decision 0035).
  const { customerMailed: receiptMailed } = await notify(
    trx,
    { type: 'booking-created', booking: row, trackingToken },
    mail,
    now,
  );
  // Last: the slot's row stays locked (PostgreSQL) only from here to the commit, so customers
  // booking one popular slot wait on each other as briefly as can be (docs/capacity.md).
  await reserveAppointment(
    trx,
    centre,
    input.installation,
    {
      day: input.appointmentDay,
      slot: input.appointmentSlot,
    },
    now,
  );
  // The link's secret goes to the customer twice, here and in the mail written just now.
  return {
    confirmation: { ...confirmationOf(row, centre), trackingToken, receiptMailed },
    created: true,
  };
}

/** Refuses (400) an order number from before yesterday: a payment page left open for days. */
export function assertCurrentOrderNumber(input: CreateBooking, now: Date): void {
  if (!isCurrentOrderNumber(input.orderId, now)) {
    throw keyedError(400, 'orderIdOutdated', 'orderId');
  }
}

/**
 * The stored booking this submission repeats, or what storing it reads (its fitting centre
 * among it), having refused it (BookingRefusedError) for a transaction number taken or a hold
 * limit passed, or (4xx) for a place the business does not fit at.
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
    throw new BookingRefusedError(409, 'txnIdAlreadyUsed', 'duplicate-txn');
  }
  const { centre, homeCharges } = await centreForBooking(trx, input);
  const holdSettings = await getHoldSettings(trx);
  await assertHoldAllowed(trx, holdSettings, centre.rules, {
    client: holdClient,
    phone: input.phone,
    centreId: centre.id,
    day: input.appointmentDay,
  });
  return { repeat: undefined, existing, txnUse, centre, homeCharges, holdSettings };
}

function confirmationOf(row: BookingRow, centre: PublicCentre | null): BookingConfirmation {
  return {
    orderId: row.orderId,
    status: row.status,
    total: row.priceTotal,
    // Only while it holds: a repeat of a booking verified or lapsed since says nothing of it.
    holdUntil: row.status === 'PAYMENT_SUBMITTED' ? row.holdUntil : null,
    ...(centre && { fitting: confirmedFitting(row, centre) }),
  };
}

/** The centre's public details only: a repeat's answer goes to whoever repeats the request. */
function confirmedFitting(row: BookingRow, centre: PublicCentre): ConfirmedFitting {
  return {
    installation: row.installation,
    centreName: centre.name,
    centreAddress: centreAddressLine(centre),
    mapUrl: centre.mapUrl,
    phone: centre.phone,
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
