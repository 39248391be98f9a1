import type {
  BookingConfirmation,
  ConfirmedFitting,
} from '#shared/booking/booking-confirmation.ts';
import type { ServiceKey } from '#shared/catalog/services.ts';

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
  /** The fitting appointment booked: its day (YYYY-MM-DD) and slot key ("10:00-12:00"). */
  appointmentDay?: string;
  appointmentSlot?: string;
  /** Until when the place is held while the payment is checked (UTC ISO, the server's). */
  holdUntil?: string;
  /** What was booked: a sticker-only order is not promised a number plate. */
  service?: ServiceKey;
  /** Where it is fitted: the centre (dealer installation) or the centre whose team comes. */
  fitting?: ConfirmedFitting;
  /** The customer chose to stay, or the countdown already ran once: no countdown again. */
  stay?: boolean;
}

export function successState(
  confirmation: BookingConfirmation,
  txnId: string,
  appointment: { day: string; slot: string },
  service: ServiceKey,
): SuccessState {
  const { orderId, total, trackingToken, holdUntil, fitting } = confirmation;
  return {
    orderId,
    total,
    txnId,
    trackingToken,
    holdUntil: holdUntil ?? undefined,
    service,
    fitting,
    appointmentDay: appointment.day || undefined,
    appointmentSlot: appointment.slot || undefined,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The history entry's state, as far as it looks right (absent on a visit by address). */
export function readSuccessState(state: unknown): Partial<SuccessState> {
  if (typeof state !== 'object' || state === null) return {};
  const {
    orderId,
    total,
    txnId,
    trackingToken,
    stay,
    appointmentDay,
    appointmentSlot,
    holdUntil,
    service,
  } = state as Record<string, unknown>;
  return {
    orderId: text(orderId),
    appointmentDay: text(appointmentDay),
    appointmentSlot: text(appointmentSlot),
    total: typeof total === 'number' ? total : undefined,
    txnId: text(txnId),
    trackingToken: text(trackingToken),
    holdUntil: text(holdUntil),
    // Only the one value the page treats differently needs recognising.
    service: service === 'ONLY_COLOR_STICKERS' ? service : undefined,
    stay: stay === true,
  };
}
