import * as z from 'zod/mini';
import { StatementColumnMappingSchema } from './statement-mapping';

/**
 * The Payments desk's answers (issue 20): what a statement would do (preview), what it did
 * (apply), and what is left for staff (unmatched lines, bookings still waiting for money).
 */

/** Why a bank credit confirms nothing. */
export const UNMATCHED_REASONS = [
  'amount-differs',
  'reference-unknown',
  'reference-used',
  'outside-window',
  'booking-not-waiting',
  'reversal-after-confirmation',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const UNMATCHED_REASON_LABELS: Record<UnmatchedReason, string> = {
  'amount-differs': 'Amount differs from the booking',
  'reference-unknown': 'No booking has this UPI reference',
  'reference-used': 'Reference already used',
  'outside-window': 'Outside the date window',
  'booking-not-waiting': 'The booking is not waiting for payment',
  'reversal-after-confirmation': 'Money returned for a confirmed booking',
};

/** Default window around the booking's India-time creation day, and days before "no credit". */
export const DEFAULT_MATCH_WINDOW = { daysBefore: 1, daysAfter: 3 } as const;
export const DEFAULT_WAITING_DAYS = 3;

const days = (what: string) =>
  z.coerce
    .number({ error: `Please give the ${what} as a number of days.` })
    .check(
      z.int(`Please give the ${what} as whole days.`),
      z.minimum(0, `The ${what} cannot be negative.`),
      z.maximum(60, `Please keep the ${what} at 60 days or less.`),
    );

/** The upload's text fields besides the file (multipart: every value arrives as text). */
export const StatementUploadFieldsSchema = z.object({
  /** JSON of a StatementLayoutChoice: {"preset":"hdfc"} or {"mapping":{…}}; all presets if left out. */
  layout: z.optional(z.string().check(z.maxLength(4000, 'The layout is too long.'))),
  daysBefore: z._default(days('days before the booking'), DEFAULT_MATCH_WINDOW.daysBefore),
  daysAfter: z._default(days('days after the booking'), DEFAULT_MATCH_WINDOW.daysAfter),
});

/** What happens (or happened) to one line of the file. */
export const LINE_OUTCOMES = [
  'confirm',
  'matched-already-confirmed',
  'unmatched',
  'reversed',
  'reversal',
  'already-imported',
  'duplicate-in-file',
] as const;
export type LineOutcomeKind = (typeof LINE_OUTCOMES)[number];

const BookingRefSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  fullName: z.string(),
  status: z.string(),
  totalPaise: z.number(),
  createdAt: z.string(),
});
export type BookingRef = z.infer<typeof BookingRefSchema>;

export const PreviewLineSchema = z.object({
  lineNumber: z.number(),
  date: z.string(),
  amountPaise: z.number(),
  direction: z.enum(['credit', 'debit']),
  description: z.string(),
  upiReference: z.string(),
  outcome: z.enum(LINE_OUTCOMES),
  reason: z.nullable(z.enum(UNMATCHED_REASONS)),
  booking: z.nullable(BookingRefSchema),
});
export type PreviewLine = z.infer<typeof PreviewLineSchema>;

export const StatementPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  layout: z.string(),
  window: z.object({ daysBefore: z.number(), daysAfter: z.number() }),
  lines: z.array(PreviewLineSchema),
  /** Lines set aside: no UPI reference, another currency, no amount. */
  skipped: z.array(
    z.object({
      lineNumber: z.number(),
      date: z.string(),
      description: z.string(),
      why: z.string(),
    }),
  ),
  counts: z.object({
    confirm: z.number(),
    unmatched: z.number(),
    alreadyImported: z.number(),
    skipped: z.number(),
  }),
});
export type StatementPreview = z.infer<typeof StatementPreviewSchema>;

export const StatementAppliedSchema = z.extend(StatementPreviewSchema, { importId: z.string() });
export type StatementApplied = z.infer<typeof StatementAppliedSchema>;

export const StoredLineSchema = z.object({
  id: z.string(),
  importId: z.string(),
  fileName: z.string(),
  lineNumber: z.number(),
  date: z.string(),
  amountPaise: z.number(),
  direction: z.enum(['credit', 'debit']),
  description: z.string(),
  upiReference: z.string(),
  state: z.enum(['matched', 'unmatched', 'dismissed', 'reversed', 'reversal']),
  reason: z.nullable(z.enum(UNMATCHED_REASONS)),
  booking: z.nullable(BookingRefSchema),
  note: z.nullable(z.string()),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type StoredLine = z.infer<typeof StoredLineSchema>;

export const PaymentsQueueSchema = z.object({
  /** Credits staff still have to decide on, oldest first. */
  unmatched: z.array(StoredLineSchema),
  /** PAYMENT_SUBMITTED bookings older than `waitingDays` with no bank line matched. */
  waiting: z.array(BookingRefSchema),
  waitingDays: z.number(),
});
export type PaymentsQueue = z.infer<typeof PaymentsQueueSchema>;

export const PaymentsQueueQuerySchema = z.object({
  waitingDays: z._default(days('days without a credit'), DEFAULT_WAITING_DAYS),
});

export const ManualMatchSchema = z.object({
  bookingId: z.string().check(z.minLength(1, 'Please choose a booking.'), z.maxLength(100)),
});

export const DismissLineSchema = z.object({
  note: z
    .string({ error: 'Please say why the line is dismissed.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please say why the line is dismissed.'),
      z.maxLength(500, 'Please keep the note under 500 characters.'),
    ),
});

/** The mapping staff saved for their bank (null until saved); PUT sends `{ mapping }`. */
export const SavedMappingSchema = z.object({
  mapping: z.nullable(StatementColumnMappingSchema),
});
export type SavedMapping = z.output<typeof SavedMappingSchema>;
export const SaveMappingSchema = z.object({ mapping: StatementColumnMappingSchema });
