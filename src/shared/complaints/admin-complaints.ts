import * as z from 'zod/mini';
import { MULTI_LINE } from '#shared/validation/text-rules.ts';
import { COMPLAINT_KINDS, COMPLAINT_STATUSES } from './complaint-rules.ts';

/* Staff's complaints queue (English only, like all the admin area). */

/** The queue's admin page (not in PAGE_PATHS, which every customer page downloads). */
export const COMPLAINTS_ADMIN_PATH = '/admin/complaints';

export const COMPLAINT_KIND_LABELS = {
  complaint: 'Complaint',
  data_erasure: 'Data erasure request',
} as const;

export const COMPLAINT_STATUS_LABELS = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
} as const;

export const ComplaintListQuerySchema = z.object({
  status: z.optional(z.enum(COMPLAINT_STATUSES, { error: 'Choose open, answered or closed.' })),
});

export const AdminComplaintSchema = z.object({
  id: z.string(),
  ticket: z.string(),
  kind: z.enum(COMPLAINT_KINDS),
  status: z.enum(COMPLAINT_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  orderId: z.nullable(z.string()),
  bookingId: z.nullable(z.string()),
  locale: z.string(),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  closedBy: z.nullable(z.string()),
  ageHours: z.number(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** Open and unanswered for 36 hours or more: the 48-hour acknowledgement is near. */
  ackDue: z.boolean(),
  /** Not closed for 25 days or more: the one-month redress is near. */
  resolutionDue: z.boolean(),
});
export type AdminComplaint = z.infer<typeof AdminComplaintSchema>;

export const ComplaintListSchema = z.object({
  complaints: z.array(AdminComplaintSchema),
  /** Tickets not closed, whatever the filter (the dashboard's count too). */
  openCount: z.number(),
});
export type ComplaintList = z.infer<typeof ComplaintListSchema>;

export const ComplaintReplySchema = z.object({ text: z.string(), by: z.string(), at: z.string() });

export const ComplaintDetailSchema = z.object({
  ...AdminComplaintSchema.shape,
  text: z.string(),
  replies: z.array(ComplaintReplySchema),
});
export type ComplaintDetail = z.infer<typeof ComplaintDetailSchema>;

export const ComplaintReplyInputSchema = z.object({
  text: z
    .string({ error: 'Write the reply.' })
    .check(
      z.trim(),
      z.minLength(1, 'Write the reply.'),
      z.maxLength(4000, 'Keep the reply under 4000 characters.'),
      z.regex(MULTI_LINE, 'Remove special control characters from the reply.'),
    ),
});
export type ComplaintReplyInput = z.input<typeof ComplaintReplyInputSchema>;
