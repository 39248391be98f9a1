import { enLazy } from './en-lazy.ts';
import { messageGroup } from './message-group.ts';

/*
 * Messages of lazy pages whose English stays out of the entry (en-lazy.ts). Import this only from
 * code in a lazy chunk: tests/e2e/bundle-budget.spec.ts fails if these texts reach the entry.
 */
export const utrHelpMessages = messageGroup('utrHelp', enLazy.utrHelp);
export const appointmentMessages = messageGroup('appointments', enLazy.appointments);
export const lazyFormMessages = messageGroup('lazyFormMessages', enLazy.lazyFormMessages);
export const paymentMessages = messageGroup('payment', enLazy.payment);
export const successMessages = messageGroup('success', enLazy.success);
export const shareMessages = messageGroup('share', enLazy.share);
export const trackingMessages = messageGroup('tracking', enLazy.tracking);
