import { enLazy } from './en-lazy.ts';
import { messageGroup } from './message-group.ts';

/*
 * Messages of lazy pages whose English stays out of the entry (en-lazy.ts). Import this only from
 * code in a lazy chunk: tests/e2e/bundle-budget.spec.ts fails if these texts reach the entry. The
 * path to payment imports booking-path-messages.ts instead, which carries none of the later pages'.
 */
export { lazyFormMessages, paymentMessages, utrHelpMessages } from './booking-path-messages.ts';
/** The path's appointment texts and the tracking page's for moving one, under the one name. */
export const appointmentMessages = messageGroup('appointments', enLazy.appointments);
export const successMessages = messageGroup('success', enLazy.success);
export const shareMessages = messageGroup('share', enLazy.share);
export const trackingMessages = messageGroup('tracking', enLazy.tracking);
export const bookingStatusMessages = messageGroup('bookingStatuses', enLazy.bookingStatuses);
/** The tracking page's refusals (shared/tracking/track-messages.ts): useTrackMessage() shows them. */
export const trackFormMessages = messageGroup('trackMessages', enLazy.trackMessages);
