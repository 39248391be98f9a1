import { enMobileCode } from './en-mobile-code.ts';
import { messageGroup } from './message-group.ts';

/*
 * The mobile-code step's messages, whose English stays out of the customer path
 * (en-mobile-code.ts). Import this only from the step's own lazy chunk.
 */
export const mobileCodeMessages = messageGroup('mobileCode', enMobileCode.mobileCode);
export const mobileCodeFormMessages = messageGroup(
  'mobileCodeMessages',
  enMobileCode.mobileCodeMessages,
);
