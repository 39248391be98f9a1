import { enBookingPath } from './en-booking-path.ts';
import { messageGroup } from './message-group.ts';

/*
 * The lazy messages of the customer's path to payment (en-booking-path.ts): the booking form and
 * the payment page import these, so the path carries none of the later pages' texts. Import this
 * only from code in a lazy chunk: tests/e2e/bundle-budget.spec.ts fails if these reach the entry.
 */
export const utrHelpMessages = messageGroup('utrHelp', enBookingPath.utrHelp);
export const appointmentMessages = messageGroup('appointments', enBookingPath.appointments);
export const lazyFormMessages = messageGroup('lazyFormMessages', enBookingPath.lazyFormMessages);
export const paymentMessages = messageGroup('payment', enBookingPath.payment);
export const fittingPlaceMessages = messageGroup('fittingPlaces', enBookingPath.fittingPlaces);
