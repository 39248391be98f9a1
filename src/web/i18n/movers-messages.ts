import { enMovers } from './en-movers.ts';
import { messageGroup } from './message-group.ts';

/*
 * The movers page's messages, whose English stays out of the customer entry (en-movers.ts).
 * Import this only from the movers page's lazy chunk.
 */
export const moversMessages = messageGroup('movers', enMovers.movers);
/** The quote form's refusals and promise (shared/leads/lead-messages.ts). */
export const leadFormMessages = messageGroup('leadMessages', enMovers.leadMessages);
