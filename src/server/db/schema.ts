import type { Generated } from 'kysely';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import type { BookingRefusalReason } from '#shared/booking/booking-refusals.ts';
import type { BookingFields, Installation } from '#shared/booking/booking-schema.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { ServiceKey, VehicleType } from '#shared/catalog/services.ts';
import type { ComplaintKind, ComplaintStatus } from '#shared/complaints/complaint-rules.ts';
import type { LeadSource } from '#shared/leads/lead-schema.ts';
import type { MailKind, MailStatus } from '#shared/mail/mail-kinds.ts';
import type { DeliveryStatus, TextChannel } from '#shared/messaging/text-messages.ts';
import type { TaxBasis } from '#shared/pricing/price.ts';
import type {
  CancellationRequestStatus,
  RefundReason,
  RefundStatus,
} from '#shared/refunds/refund-states.ts';
import type { Locale } from '#shared/site/locale.ts';

/**
 * Table types in camelCase; the CamelCasePlugin maps them to the snake_case columns the migrations
 * create. Times are ISO-8601 UTC strings and booleans 0/1 integers: the same on SQLite and PostgreSQL.
 */
export interface Database {
  images: ImagesTable;
  bookings: BookingsTable;
  pricing: PricingTable;
  paymentOptions: PaymentOptionsTable;
  settings: SettingsTable;
  admins: AdminsTable;
  adminSessions: AdminSessionsTable;
  adminTwoFactor: AdminTwoFactorTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  adminPendingSignIns: AdminPendingSignInsTable;
  passwordResetTokens: PasswordResetTokensTable;
  staffInvitations: StaffInvitationsTable;
  rateLimits: RateLimitsTable;
  bookingStatusChanges: BookingStatusChangesTable;
  outboxMails: OutboxMailsTable;
  leads: LeadsTable;
  complaintSeries: ComplaintSeriesTable;
  complaints: ComplaintsTable;
  complaintReplies: ComplaintRepliesTable;
  invoiceSeries: InvoiceSeriesTable;
  invoices: InvoicesTable;
  creditNoteSeries: CreditNoteSeriesTable;
  creditNotes: CreditNotesTable;
  statementImports: StatementImportsTable;
  statementLines: StatementLinesTable;
  auditEvents: AuditEventsTable;
  appointmentSlots: AppointmentSlotsTable;
  fittingCentres: FittingCentresTable;
  adminCentres: AdminCentresTable;
  serviceAreas: ServiceAreasTable;
  bookingRefusals: BookingRefusalsTable;
  trackingLinks: TrackingLinksTable;
  mobileCodes: MobileCodesTable;
  mobileCodeTokens: MobileCodeTokensTable;
  cancellationRequests: CancellationRequestsTable;
  refunds: RefundsTable;
  erasureRequests: ErasureRequestsTable;
  retentionRuns: RetentionRunsTable;
}

export interface ImagesTable {
  id: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  data: Uint8Array;
  createdAt: string;
}

/** The submitted fields (the shared booking schema's), then what the server adds. */
export interface BookingsTable extends Omit<BookingFields, 'appointmentDay' | 'appointmentSlot'> {
  id: string;
  priceBase: number;
  priceGst: number;
  priceGstPct: number;
  priceServiceCharge: number;
  /** The home-fitting line's pre-tax rupees, inside priceTotal (migration 0034); else 0. */
  priceHomeCharge: number;
  priceTotal: number;
  /** What GST the price carries (migration 0030): 'base' on bookings made before it. */
  priceTaxBasis: TaxBasis;
  duplicateTxn: number;
  paymentMethod: 'UPI';
  proofImageId: string | null;
  submittedAt: string;
  status: BookingStatus;
  createdAt: string;
  updatedAt: string;
  /** Order id, phone, registration, transaction number and name, compacted for the admins' search. */
  searchText: string;
  /** The India-time day of createdAt (YYYY-MM-DD), for daily counts. */
  createdDay: string;
  /** The fitting appointment (migration 0017): India day and slot key; null on older bookings. */
  appointmentDay: string | null;
  appointmentSlot: string | null;
  /** How often the customer moved the appointment themselves (MAX_CUSTOMER_RESCHEDULES). */
  customerReschedules: number;
  /** When the day-before reminder was queued; null until then, and again after a move. */
  reminderQueuedAt: string | null;
  /**
   * Until when an unverified booking holds its place (migration 0018); null once verified and on
   * bookings made before holds. Past it, the lapse round cancels the booking.
   */
  holdUntil: string | null;
  /** When the lapse round cancelled the booking for want of a verified payment; else null. */
  lapsedAt: string | null;
  /** Keyed hash of the client address that holds the place, while the hold is open; else null. */
  holdClient: string | null;
  /** When the customer agreed to WhatsApp messages, and to which words (migration 0026); else null. */
  whatsappConsentAt: string | null;
  whatsappConsentVersion: string | null;
  /** The privacy notice the customer booked under, and when (migration 0031); null before it. */
  privacyNoticeVersion: string | null;
  privacyNoticeAgreedAt: string | null;
  /** When the retention round deleted the payment screenshot (decision 0050); else null. */
  proofDeletedAt: string | null;
  /** When the retention round blanked the address and e-mail of the closed order; else null. */
  contactBlankedAt: string | null;
  /** When staff completed the customer's erasure request (personal-data/erasure.ts); else null. */
  erasedAt: string | null;
  /**
   * What the booking's tax invoice printed of its customer (JSON of BilledTo,
   * personal-data/billed-to.ts), copied before those fields are blanked or erased; else null.
   */
  billedTo: string | null;
}

/** A customer's request to erase their data (migration 0031), open until staff complete it. */
export interface ErasureRequestsTable {
  id: string;
  bookingId: string;
  requestedAt: string;
  completedAt: string | null;
  /** The e-mail of the staff account that completed it. */
  completedBy: string | null;
}

/** The retention round's run of an India day (migration 0031), with what it did. */
export interface RetentionRunsTable {
  day: string;
  ranAt: string;
  screenshotsDeleted: number;
  contactsBlanked: number;
}

/** How many open bookings hold each appointment slot of each centre (migrations 0017, 0032). */
export interface AppointmentSlotsTable {
  centreId: string;
  day: string;
  installation: Installation;
  slot: string;
  booked: number;
}

/** A fitting centre (migration 0032, decision 0051). */
export interface FittingCentresTable {
  id: string;
  name: string;
  address: string;
  city: string;
  pincode: string;
  mapUrl: string;
  phone: string;
  /** JSON of AppointmentRules: the centre's calendar. */
  rules: string;
  /** 1 while it takes new bookings. */
  active: number;
  position: number;
  updatedBy: string;
  updatedAt: string;
}

/** The centres a staff account is limited to (migration 0033); none: every centre. */
export interface AdminCentresTable {
  adminId: string;
  centreId: string;
}

/** Where home fitting is offered, and from which centre (migration 0032). */
export interface ServiceAreasTable {
  id: string;
  /** As the owner wrote it: "560001", "560001-560099", "560". */
  pins: string;
  fromPin: string;
  toPin: string;
  centreId: string;
  position: number;
  /** JSON of HomeCharges (migration 0034): rupees extra for home fitting per vehicle type. */
  homeCharges: string;
}

/** Bookings refused by a hold limit or as a duplicate, per India day and reason (migration 0018). */
export interface BookingRefusalsTable {
  day: string;
  reason: BookingRefusalReason;
  count: number;
}

/** One row per service and vehicle type it allows (migration 0010). */
export interface PricingTable {
  service: ServiceKey;
  vehicleType: VehicleType;
  targetTotal: number;
  gstPct: number;
  serviceCharge: number;
  updatedAt: string;
}

export interface PaymentOptionsTable {
  vehicleType: VehicleType;
  upiId: string | null;
  qrImageId: string | null;
  /** The bank account holder's name UPI apps show (migration 0037); null when not given. */
  holderName: string | null;
  updatedAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
  updatedBy: Generated<string | null>;
}

export interface AdminsTable {
  id: string;
  email: string;
  passwordHash: string;
  /**
   * 1 while the account is active; 0 once deactivated: it stays (its history names it) but cannot
   * sign in. What an active account may do is its role's.
   */
  isAdmin: number;
  role: Role;
  /** When its last session started; null before the first sign-in. */
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminSessionsTable {
  /** SHA-256 of the cookie's secret: a leaked database holds no usable session. */
  id: string;
  adminId: string;
  createdAt: string;
  expiresAt: string;
  /** When it was last used (migration 0023; null never after it): see sessions.ts. */
  lastSeenAt: string | null;
}

/**
 * A tracking link (migration 0020, decision 0038): the SHA-256 of its secret, which only the
 * customer's mail or booking answer carries. A booking has one per mail that gave one.
 */
export interface TrackingLinksTable {
  tokenHash: string;
  bookingId: string;
  createdAt: string;
}

/** A mobile number asking for codes (migration 0027): its live code and the hour's counters. */
export interface MobileCodesTable {
  phone: string;
  /** HMAC of the code under a server key (mobile-codes/code-hash); null once used or spent. */
  codeHash: string | null;
  codeExpiresAt: string | null;
  lastSentAt: string;
  /** The hour the counters count in starts here; a send after it starts a new hour. */
  windowStartedAt: string;
  sends: number;
  tries: number;
}

/** A confirmed number's token (migration 0027), by its SHA-256; deleted when a booking uses it. */
export interface MobileCodeTokensTable {
  tokenHash: string;
  phone: string;
  expiresAt: string;
}

/** An admin's authenticator (migration 0016). */
export interface AdminTwoFactorTable {
  adminId: string;
  /** The TOTP secret, base32, kept as is: checking a code needs it (decision 0023). */
  secret: string;
  createdAt: string;
  /** Null while enrolment waits for the first code from the app. */
  enabledAt: string | null;
  /** The 30-second step of the last code accepted; that step and earlier ones are refused. */
  lastUsedStep: number | null;
}

export interface AdminRecoveryCodesTable {
  /** SHA-256 of the code (80 random bits, so a fast hash is enough: decision 0023). */
  codeHash: string;
  adminId: string;
  createdAt: string;
  usedAt: string | null;
}

/** A sign-in with the right password, waiting for its code. */
export interface AdminPendingSignInsTable {
  /** SHA-256 of the cookie's secret, as for sessions. */
  id: string;
  adminId: string;
  createdAt: string;
  expiresAt: string;
  failedCodes: number;
}

export interface PasswordResetTokensTable {
  id: string;
  adminId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface StaffInvitationsTable {
  /** SHA-256 of the link's secret. */
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface RateLimitsTable {
  key: string;
  windowStartedAt: string;
  hits: number;
}

export interface BookingStatusChangesTable {
  id: string;
  bookingId: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  changedBy: string;
  changedAt: string;
  /** Where the change came from, e.g. the bank line that confirmed it (migration 0013). */
  note: Generated<string | null>;
}

export interface OutboxMailsTable {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /**
   * A secret the mail carries (a reset or tracking link's token), put in for the body's placeholder when it
   * is sent and cleared once it is delivered or given up, so no kept row holds a working link.
   */
  secret: string | null;
  /** What stands for the secret in the body (migration 0021); null when the mail carries none. */
  secretPlaceholder: string | null;
  bookingId: string | null;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  /** While sending: the claim lapses at this time, so a crashed worker's rows are taken again. */
  claimedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
  /** An .ics file sent with the mail (a fitting appointment), or null. */
  calendarEvent: string | null;
  /** Whose transport delivers the row (migration 0024). */
  channel: OutboxChannel;
  /**
   * A WhatsApp or SMS message's template kind, language and parameters: JSON of
   * TextMessagePayload (migration 0026); null for mail. `textBody` holds its words for staff.
   */
  payload: string | null;
  /** The provider's id of the sent message: its delivery reports find the row by it. */
  providerId: string | null;
  /** Where the provider's reports say the message got to; null until one comes (and for mail). */
  deliveryStatus: DeliveryStatus | null;
  deliveryUpdatedAt: string | null;
  /** Not sent after this time (a reminder once its appointment began): it fails with the reason. */
  notAfter: string | null;
}

/** The ways an outbox row can go out (mail/outbox-worker: what becomes of one with no transport). */
export type OutboxChannel = 'email' | TextChannel;

export interface LeadsTable {
  id: string;
  name: string;
  phone: string;
  fromPlace: string;
  toPlace: string;
  notes: string;
  source: LeadSource;
  createdAt: string;
  calledAt: string | null;
  calledBy: string | null;
}

/** Per India calendar year ("2026"), the last complaint ticket number handed out. */
export interface ComplaintSeriesTable {
  year: string;
  lastNumber: number;
}

/** A customer's complaint or data request (migration 0028), "C-2026-00001". */
export interface ComplaintsTable {
  id: string;
  ticket: string;
  year: string;
  sequence: number;
  kind: ComplaintKind;
  status: ComplaintStatus;
  name: string;
  /** Ten national digits of an Indian mobile. */
  phone: string;
  email: string;
  orderId: string | null;
  /** The booking of `orderId` when its phone is the complainant's. */
  bookingId: string | null;
  text: string;
  locale: Locale;
  createdAt: string;
  answeredAt: string | null;
  closedAt: string | null;
  closedBy: string | null;
}

/** A staff reply to a ticket, mailed to its customer. */
export interface ComplaintRepliesTable {
  id: string;
  complaintId: string;
  text: string;
  /** The staff account's e-mail. */
  by: string;
  at: string;
}

/** Per financial year ("2026-27"), the last tax invoice number handed out. */
export interface InvoiceSeriesTable {
  financialYear: string;
  lastNumber: number;
}

/**
 * A booking's tax invoice (migrations 0011, 0030), with the supplier and signatory as they were on
 * the day of issue. A booking has one, or after a credit note and a reopening one more.
 */
export interface InvoicesTable {
  bookingId: string;
  /** "2026-27/000001": the financial year and the sequence, at most 16 characters (GST rule). */
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: string;
  supplierGstin: string;
  supplierName: string;
  supplierAddress: string;
  /** Rule 46(q): who signs for the supplier; '' on invoices issued before migration 0030. */
  signatoryName: string;
  signatoryDesignation: string;
}

/** Per financial year, the last credit note number handed out (migration 0030). */
export interface CreditNoteSeriesTable {
  financialYear: string;
  lastNumber: number;
}

/** The credit note (CGST s.34) cancelling one invoice, for the same value and tax. */
export interface CreditNotesTable {
  /** "CN/2026-27/0001": at most 16 characters, as invoice numbers (rule 46(b)). */
  number: string;
  invoiceNumber: string;
  bookingId: string;
  financialYear: string;
  sequence: number;
  issuedAt: string;
}

/** An applied bank statement (migration 0013). */
export interface StatementImportsTable {
  id: string;
  fileName: string;
  format: 'csv' | 'xlsx' | 'xls' | 'html' | 'pdf';
  layout: string;
  /** Lines with a UPI reference the file held, and how many of them were new. */
  lineCount: number;
  newLineCount: number;
  confirmedCount: number;
  importedBy: string;
  importedAt: string;
}

/** `refund`: a payment out that is a sent refund (issue 37), its refund marked seen by the bank. */
export type StatementLineState =
  | 'matched'
  | 'unmatched'
  | 'dismissed'
  | 'reversed'
  | 'reversal'
  | 'refund';

/** A bank line with a UPI reference, stored once by (reference, direction, amount, date). */
export interface StatementLinesTable {
  id: string;
  /** The import that first brought it. */
  importId: string;
  lineNumber: number;
  upiReference: string;
  direction: 'credit' | 'debit';
  amountPaise: number;
  /** The transaction date as the bank printed it, YYYY-MM-DD. */
  txnDate: string;
  description: string;
  bankReference: string;
  /** Every 12-digit number the line carries, as a JSON array, when two or more (migration 0019). */
  upiCandidates: string | null;
  state: StatementLineState;
  /** Why an unmatched line did not match (see match-credits.ts). */
  reason: string | null;
  bookingId: string | null;
  /** Staff's note on a dismissed line. */
  note: string | null;
  decidedBy: string;
  decidedAt: string;
}

/**
 * One entry of the audit trail (migration 0015): append-only, a trigger refuses updates and
 * deletes. Written in the transaction of the change it records.
 */
export interface AuditEventsTable {
  id: string;
  /** When it happened (UTC ISO). */
  createdAt: string;
  /** The admin account; null for a failed sign-in with an e-mail no account has. */
  actorId: string | null;
  /** That account's e-mail at the time, or the e-mail typed at a failed sign-in. */
  actorEmail: string;
  /** The client's address (request.ip). */
  address: string;
  kind: AuditKind;
  /** What was changed, in words: an order id, a vehicle type, a setting's name. */
  subject: string;
  /** JSON of the value before and after, null where not applicable. */
  before: string | null;
  after: string | null;
}

/** A customer's request to cancel from the tracking link, and staff's decision (migration 0029). */
export interface CancellationRequestsTable {
  id: string;
  bookingId: string;
  requestedAt: string;
  /** The customer's words; "" when they gave none. */
  reason: string;
  status: CancellationRequestStatus;
  decidedAt: string | null;
  /** The staff member's e-mail. */
  decidedBy: string | null;
  /** Staff's note to the customer (a decline's reason). */
  note: string | null;
}

/** Money owed back for a cancelled paid booking (migration 0029), one per booking. */
export interface RefundsTable {
  id: string;
  bookingId: string;
  amountPaise: number;
  /** Who cancelled: the customer (the owner's charge applies) or the business (never a charge). */
  reason: RefundReason;
  /** The India day by which it is to be paid (7 working days). */
  dueBy: string;
  status: RefundStatus;
  openedAt: string;
  openedBy: string;
  /** The India day the money was sent, as staff recorded it. */
  sentAt: string | null;
  upiRef: string | null;
  recordedBy: string | null;
  recordedAt: string | null;
  /** When a bank statement's debit line showed the money leaving, and that line. */
  bankSeenAt: string | null;
  statementLineId: string | null;
}
