import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { enLazy } from '#web/i18n/en-lazy.ts';

type TrackingText = keyof typeof enLazy.tracking;

/**
 * Which trackingMessages say what each status means for the customer and what happens next (in
 * the customer mails' words).
 */
export const STATUS_EXPLANATIONS: Record<
  BookingStatus,
  { meaning: TrackingText; next: TrackingText }
> = {
  PAYMENT_SUBMITTED: { meaning: 'submittedMeaning', next: 'submittedNext' },
  CONFIRMED: { meaning: 'confirmedMeaning', next: 'confirmedNext' },
  FULFILLED: { meaning: 'fulfilledMeaning', next: 'fulfilledNext' },
  CANCELLED: { meaning: 'cancelledMeaning', next: 'cancelledNext' },
};
