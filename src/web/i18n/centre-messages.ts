import { enCentres } from './en-centres.ts';
import { messageGroup } from './message-group.ts';

/*
 * The centre picker's messages, whose English stays out of the customer path (en-centres.ts).
 * Import this only from the picker's own lazy chunk.
 */
export const centreMessages = messageGroup('centres', enCentres.centres);
