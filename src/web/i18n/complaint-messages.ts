import { enComplaints } from './en-complaints.ts';
import { messageGroup } from './message-group.ts';

/*
 * The complaint page's messages, whose English stays out of the customer path
 * (en-complaints.ts). Import this only from lazy chunks: the complaint page, and the links to it
 * on the contact and tracking pages.
 */
export const complaintMessages = messageGroup('complaints', enComplaints.complaints);
export const complaintLinkMessages = messageGroup('complaintLink', enComplaints.complaintLink);
export const complaintFormMessages = messageGroup(
  'complaintMessages',
  enComplaints.complaintMessages,
);
