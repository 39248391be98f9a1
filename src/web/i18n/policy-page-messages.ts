import { enPolicyPages } from './en-policy-pages.ts';
import { messageGroup } from './message-group.ts';

/*
 * The policy pages' own messages, whose English stays out of the customer entry
 * (en-policy-pages.ts). Import this only from the policy pages' lazy chunk.
 */
export const policyPageMessages = messageGroup('policyPages', enPolicyPages.policyPages);
