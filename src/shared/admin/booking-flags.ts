import type { BookingStatus } from '#shared/booking/booking-status.ts';

/**
 * What should make staff look twice before confirming a payment: no bank credit although a bank
 * statement imported since the booking was checked for it, or a transaction number another
 * booking also carries.
 */
export const BOOKING_FLAGS = ['no-bank-credit', 'duplicate-transaction'] as const;
export type BookingFlag = (typeof BOOKING_FLAGS)[number];

export const BOOKING_FLAG_LABELS: Record<BookingFlag, string> = {
  'no-bank-credit': 'No bank credit',
  'duplicate-transaction': 'Transaction number already used',
};

export const BOOKING_FLAG_DETAILS: Record<BookingFlag, string> = {
  'no-bank-credit': 'A bank statement imported since this booking was made holds no credit for it.',
  'duplicate-transaction': 'Another booking carries the same UPI transaction number.',
};

/** Confirming or fulfilling says the money arrived: it mails the customer and takes an invoice. */
export const asksAboutFlags = (status: BookingStatus): boolean =>
  status === 'CONFIRMED' || status === 'FULFILLED';

/** The flags a change to `status` must acknowledge: none for unflagged bookings or other moves. */
export function flagsToAcknowledge(
  flags: readonly BookingFlag[],
  status: BookingStatus,
): BookingFlag[] {
  return asksAboutFlags(status) ? [...flags] : [];
}

const FLAGGED = 'This booking is flagged';

/** The server's refusal when a change to a flagged booking came without the acknowledgement. */
export function unacknowledgedFlagsMessage(flags: readonly BookingFlag[]): string {
  const named = flags.map((flag) => `“${BOOKING_FLAG_LABELS[flag]}”`).join(' and ');
  return `${FLAGGED} ${named}. Look at the payment, then confirm again acknowledging the flag.`;
}

/** Whether a refusal is that one: a screen without the flags (an appointment) may then ask. */
export const isUnacknowledgedFlags = (message: string): boolean => message.startsWith(FLAGGED);
