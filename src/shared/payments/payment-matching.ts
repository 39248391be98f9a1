import * as z from 'zod/mini';
import { appointmentFieldsShape } from '#shared/appointments/appointment-fields.ts';
import { INSTALLATION_OPTIONS } from '#shared/booking/booking-schema.ts';
import { MULTI_LINE } from '#shared/validation/text-rules.ts';
import { StatementCountsSchema } from './statement-counts.ts';
import { StatementColumnMappingSchema } from './statement-mapping.ts';

/**
 * The Payments desk's answers (docs/product.md#payment-desk): what a statement would do
 * (preview), what it did (apply), and what is left for staff (unmatched lines, bookings still
 * waiting for money).
 */

/** Why a bank credit confirms nothing. */
export const UNMATCHED_REASONS = [
  'amount-differs',
  'reference-unknown',
  'reference-used',
  'outside-window',
  'booking-not-waiting',
  'reversal-after-confirmation',
  'ambiguous-reference',
  'booking-lapsed',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const UNMATCHED_REASON_LABELS: Record<UnmatchedReason, string> = {
  'amount-differs': 'Amount differs from the booking',
  'reference-unknown': 'No booking has this UPI reference',
  'reference-used': 'Reference already used',
  'outside-window': 'Outside the date window',
  'booking-not-waiting': 'The booking is not waiting for payment',
  'reversal-after-confirmation': 'Money returned for a confirmed booking',
  'ambiguous-reference': 'Two UPI numbers: neither or both belong to a waiting booking',
  'booking-lapsed': 'Booking lapsed: payment came after the hold ended',
};

/** The statement formats the desk reads (the file's content decides, not its name). */
export const STATEMENT_FORMATS = ['csv', 'xlsx', 'xls', 'html', 'pdf'] as const;
export const STATEMENT_FORMAT_LABELS: Record<(typeof STATEMENT_FORMATS)[number], string> = {
  csv: 'delimited text (CSV)',
  xlsx: 'Excel workbook (.xlsx)',
  xls: 'old Excel workbook (.xls)',
  html: 'web-page table saved as Excel',
  pdf: 'PDF',
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
  /** A payment out that is a sent refund leaving the account (issue 37). */
  'refund-seen',
] as const;
export type LineOutcomeKind = (typeof LINE_OUTCOMES)[number];

const BookingRefSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  fullName: z.string(),
  status: z.string(),
  totalPaise: z.number(),
  createdAt: z.string(),
  /** Where the plates are fitted: the slots a reopened booking can choose from. */
  installation: z.enum(INSTALLATION_OPTIONS),
  /** The fitting centre whose calendar it is fitted on (decision 0051). */
  centreId: z.string(),
  /** The fitting appointment it has (or had, if cancelled); null on bookings without one. */
  appointment: z.nullable(z.object({ day: z.string(), slot: z.string() })),
  /** When the lapse round cancelled it for want of a verified payment. */
  lapsedAt: z.nullable(z.string()),
});
export type BookingRef = z.infer<typeof BookingRefSchema>;

export const PreviewLineSchema = z.object({
  lineNumber: z.number(),
  date: z.string(),
  amountPaise: z.number(),
  direction: z.enum(['credit', 'debit']),
  description: z.string(),
  /** The UPI reference the line was matched or stored by; null for an ambiguous line left open. */
  upiReference: z.nullable(z.string()),
  /** Every 12-digit number the line carries: two or more make it ambiguous. */
  upiCandidates: z.array(z.string()),
  outcome: z.enum(LINE_OUTCOMES),
  reason: z.nullable(z.enum(UNMATCHED_REASONS)),
  booking: z.nullable(BookingRefSchema),
});
export type PreviewLine = z.infer<typeof PreviewLineSchema>;

export const StatementPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  layout: z.string(),
  window: z.object({ daysBefore: z.number(), daysAfter: z.number() }),
  lines: z.array(PreviewLineSchema),
  /**
   * Lines that confirm and match nothing, each with why in staff's words: no UPI reference,
   * a payment out, another currency, and the file's lines that are no transaction (preamble,
   * page rows, balances, a narration joined to the line above…). Listed up to a screenful.
   */
  skipped: z.array(
    z.object({
      lineNumber: z.number(),
      /** Empty for lines that are no transaction. */
      date: z.string(),
      description: z.string(),
      why: z.string(),
    }),
  ),
  /** Every line read, in exactly one part: they add up to `counts.linesRead`. */
  counts: StatementCountsSchema,
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
  /** Every 12-digit number the line carries, when it carries two or more; else empty. */
  upiCandidates: z.array(z.string()),
  state: z.enum(['matched', 'unmatched', 'dismissed', 'reversed', 'reversal', 'refund']),
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

/**
 * Staff reopen a lapsed booking its credit came for, into a new fitting slot (both left out
 * for a booking without an appointment).
 */
export const ReopenLapsedSchema = z.object({
  day: z.optional(appointmentFieldsShape.appointmentDay),
  slot: z.optional(appointmentFieldsShape.appointmentSlot),
});
export type ReopenLapsed = z.infer<typeof ReopenLapsedSchema>;

export const DismissLineSchema = z.object({
  note: z
    .string({ error: 'Please say why the line is dismissed.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please say why the line is dismissed.'),
      z.maxLength(500, 'Please keep the note under 500 characters.'),
      z.regex(MULTI_LINE, 'Please remove special control characters from the note.'),
    ),
});

/** The mapping staff saved for their bank (null until saved); PUT sends `{ mapping }`. */
export const SavedMappingSchema = z.object({
  mapping: z.nullable(StatementColumnMappingSchema),
});
export type SavedMapping = z.output<typeof SavedMappingSchema>;
export const SaveMappingSchema = z.object({ mapping: StatementColumnMappingSchema });

/**
 * A statement refused (400): the message names the line and column; when no layout fitted, the
 * mismatch says which headers the file has and which preset came closest, so the desk can show
 * both and open the column mapping filled from the headers seen.
 */
export const StatementRefusalSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  mismatch: z.optional(
    z.object({
      headersSeen: z.array(z.string()),
      closest: z.nullable(
        z.object({
          preset: z.string(),
          label: z.string(),
          expected: z.array(z.string()),
          missing: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type StatementRefusal = z.infer<typeof StatementRefusalSchema>;
export type StatementMismatchDetail = NonNullable<StatementRefusal['mismatch']>;
