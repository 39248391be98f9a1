import type { BookingConfirmation } from '@shared/booking/booking-confirmation';

/**
 * What the success page shows, carried in its history entry and never in the URL (the tracking
 * link's secret is part of it): a reload or the Back button keeps it, nothing else sees it.
 */
export interface SuccessState {
  orderId: string;
  /** The amount paid, in rupees. */
  total: number;
  /** The UPI transaction number as the server stored it (12 digits). */
  txnId: string;
  /** Absent when the booking was a repeat: the answer to a repeat never carries it. */
  trackingToken?: string;
  /** The customer chose to stay, or the countdown already ran once: no countdown again. */
  stay?: boolean;
}

export function successState(confirmation: BookingConfirmation, txnId: string): SuccessState {
  const { orderId, total, trackingToken } = confirmation;
  return { orderId, total, txnId, trackingToken };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The history entry's state, as far as it looks right (absent on a visit by address). */
export function readSuccessState(state: unknown): Partial<SuccessState> {
  if (typeof state !== 'object' || state === null) return {};
  const { orderId, total, txnId, trackingToken, stay } = state as Record<string, unknown>;
  return {
    orderId: text(orderId),
    total: typeof total === 'number' ? total : undefined,
    txnId: text(txnId),
    trackingToken: text(trackingToken),
    stay: stay === true,
  };
}
