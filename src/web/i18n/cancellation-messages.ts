import { enCancellation } from './en-cancellation.ts';
import { messageGroup } from './message-group.ts';

/*
 * The tracking page's cancellation and refund texts, whose English stays out of the customer path
 * (en-cancellation.ts). Import this only from the tracking page's chunk.
 */
export const cancellationMessages = messageGroup('cancellation', enCancellation.cancellation);
export const cancelFormMessages = messageGroup('cancelMessages', enCancellation.cancelMessages);
