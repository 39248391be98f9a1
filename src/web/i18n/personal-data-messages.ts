import { enPersonalData } from './en-personal-data.ts';
import { messageGroup } from './message-group.ts';

/*
 * The tracking page's "Your data" messages, whose English stays out of the customer path
 * (en-personal-data.ts). Import this only from the tracking page's lazy chunk.
 */
export const personalDataMessages = messageGroup('personalData', enPersonalData.personalData);
