import { enFittingCentre } from './en-fitting-centre.ts';
import { messageGroup } from './message-group.ts';

/*
 * Where a booking is fitted, whose English stays out of the customer path (en-fitting-centre.ts).
 * Import this only from the success and tracking pages' lazy chunks.
 */
export const fittingCentreMessages = messageGroup('fittingCentre', enFittingCentre.fittingCentre);
