import { enLazy } from './en-lazy.ts';
import { i18n } from './i18n.ts';

/*
 * Messages of lazy pages whose English stays out of the entry (en-lazy.ts). Import this only from
 * code in a lazy chunk: tests/e2e/bundle-budget.spec.ts fails if these texts reach the entry.
 */
export const utrHelpMessages = i18n('utrHelp', enLazy.utrHelp);
export const appointmentMessages = i18n('appointments', enLazy.appointments);
export const lazyFormMessages = i18n('lazyFormMessages', enLazy.lazyFormMessages);
export const paymentMessages = i18n('payment', enLazy.payment);
export const successMessages = i18n('success', enLazy.success);
export const trackingMessages = i18n('tracking', enLazy.tracking);
