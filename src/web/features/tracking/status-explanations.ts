import type { BookingStatus } from '../../../shared/booking/booking-status';
import { DELIVERY_WORKING_DAYS, SUPPORT_HOURS } from '../../../shared/site/site-info';

/** What each status means for the customer and what happens next (in the customer mails' words). */
export const STATUS_EXPLANATIONS: Record<BookingStatus, { meaning: string; next: string }> = {
  PAYMENT_SUBMITTED: {
    meaning: 'We have received your booking and your payment details.',
    next: 'Our team is checking your payment. Once it is verified, your order is confirmed and we send you an e-mail.',
  },
  CONFIRMED: {
    meaning: 'Your payment is verified and your order is confirmed.',
    next: `Your plates will be delivered or installed within ${DELIVERY_WORKING_DAYS} working days. Our team will call you on your mobile number to arrange it.`,
  },
  FULFILLED: {
    meaning: 'Your order is complete: your plates have been delivered or installed.',
    next: 'Nothing more to do. Keep the receipt for your records.',
  },
  CANCELLED: {
    meaning: 'This order has been cancelled.',
    next: `If you did not expect this, please call us (${SUPPORT_HOURS}) quoting your order number.`,
  },
};
