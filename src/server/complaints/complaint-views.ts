import type {
  ComplaintReplyRow,
  ComplaintRow,
} from '#server/repositories/complaints.repository.ts';
import type { AdminComplaint, ComplaintDetail } from '#shared/complaints/admin-complaints.ts';
import { complaintDeadlines } from '#shared/complaints/complaint-rules.ts';
import type { ComplaintState, ComplaintTicket } from '#shared/complaints/complaint-schema.ts';

/** A ticket in staff's queue, with its age and deadlines at `now`. */
export function toAdminComplaint(row: ComplaintRow, now: Date): AdminComplaint {
  return {
    id: row.id,
    ticket: row.ticket,
    kind: row.kind,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    orderId: row.orderId,
    bookingId: row.bookingId,
    locale: row.locale,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    closedAt: row.closedAt,
    closedBy: row.closedBy,
    ...complaintDeadlines(row, now),
  };
}

export function toComplaintDetail(
  row: ComplaintRow,
  replies: readonly ComplaintReplyRow[],
  now: Date,
): ComplaintDetail {
  return {
    ...toAdminComplaint(row, now),
    text: row.text,
    replies: replies.map(({ text, by, at }) => ({ text, by, at })),
  };
}

/** What the customer reads at once: the number and the promised dates. */
export function toComplaintTicket(row: ComplaintRow): ComplaintTicket {
  const { acknowledgeBy, resolveBy } = complaintDeadlines(row, new Date(row.createdAt));
  return { ticket: row.ticket, createdAt: row.createdAt, acknowledgeBy, resolveBy };
}

/** The ticket as its customer sees it: never staff's names. */
export function toComplaintState(
  row: ComplaintRow,
  replies: readonly ComplaintReplyRow[],
): ComplaintState {
  return {
    ticket: row.ticket,
    status: row.status,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    closedAt: row.closedAt,
    resolveBy: complaintDeadlines(row, new Date(row.createdAt)).resolveBy,
    replies: replies.map(({ text, at }) => ({ text, at })),
  };
}
