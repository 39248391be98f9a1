import { enComplaints } from './en-complaints.ts';
import { messageGroup } from './message-group.ts';

/*
 * The complaint page's messages, whose English stays out of the customer path
 * (en-complaints.ts). Import this only from the complaint page's chunk.
 */
export const complaintMessages = messageGroup('complaints', enComplaints.complaints);
export const complaintFormMessages = messageGroup(
  'complaintMessages',
  enComplaints.complaintMessages,
);
