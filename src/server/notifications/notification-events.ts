import type { AuditActor } from '#server/audit/record-audit.ts';
import type { MovedBy } from '#server/mail/templates/appointment-mails.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import type {
  ComplaintReplyRow,
  ComplaintRow,
} from '#server/repositories/complaints.repository.ts';
import type { LeadRow } from '#server/repositories/leads.repository.ts';
import type { RefundRow } from '#server/repositories/refunds.repository.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import type { AppointmentChoice } from '#shared/appointments/availability.ts';
import type { VehicleType } from '#shared/catalog/services.ts';

/**
 * What happened, as the domain says it to notify: who hears of it, how and in which language is
 * the policy's business (notifications/policies, one per event type). The domain tells each
 * event in the transaction of the change, so a change rolled back tells no one.
 */
export type NotificationEvent =
  | BookingCreated
  | BookingStatusChanged
  | AppointmentMoved
  | AppointmentRemindersDue
  | HoldsLapsed
  | PasswordResetRequested
  | StaffInvited
  | PayeeChanged
  | LeadReceived
  | ComplaintReceived
  | ComplaintReplied
  | CancellationDecided
  | RefundSent;

export type NotificationType = NotificationEvent['type'];

/** A customer submitted a booking (its hold runs until `booking.holdUntil`). */
export interface BookingCreated {
  type: 'booking-created';
  booking: BookingRow;
  /** The tracking link's secret, made for this booking: its receipt carries it. */
  trackingToken: string;
}

/**
 * Bookings changed status: staff or a bank statement confirmed a payment, staff fulfilled or
 * cancelled an order (a statement confirms thousands at once, so one event carries them all).
 */
export interface BookingStatusChanged {
  type: 'booking-status-changed';
  changed: readonly { bookingId: string; booking: FittedBooking }[];
}

/** A booking's fitting appointment moved, by its customer or by staff. */
export interface AppointmentMoved {
  type: 'appointment-moved';
  /** The booking as it is now, at its new time. */
  booking: BookingRow;
  /** Where it was; undefined for a booking that had none. */
  previous: AppointmentChoice | undefined;
  by: MovedBy;
}

/** The reminder round took these bookings: their appointment is tomorrow. */
export interface AppointmentRemindersDue {
  type: 'appointment-reminders-due';
  bookings: readonly BookingRow[];
}

/** The lapse round cancelled these unpaid bookings, their hold passed (docs/product.md#payment-holds). */
export interface HoldsLapsed {
  type: 'holds-lapsed';
  bookings: readonly BookingRow[];
}

/** Someone asked for a password reset link for an active staff account. */
export interface PasswordResetRequested {
  type: 'password-reset-requested';
  email: string;
  /** The link's single-use token (only its hash is stored). */
  token: string;
}

/** An owner invited someone to make a staff account in `role`. */
export interface StaffInvited {
  type: 'staff-invited';
  email: string;
  role: Role;
  /** The invitation link's single-use token (only its hash is stored). */
  token: string;
}

/** A QR image in the audit trail and the owners' warning: which one, never its bytes. */
export interface QrImageRecord {
  imageId: string;
  sha256: string;
  bytes: number;
}

/** Where customers of one vehicle type pay. */
export interface PayeeState {
  upiId: string | null;
  qrImage: QrImageRecord | null;
  /** The account holder's name the payment page shows (issue 39). */
  holderName: string | null;
}

/** Where customers of a vehicle type pay was changed, by `by`. */
export interface PayeeChanged {
  type: 'payee-changed';
  vehicleType: VehicleType;
  before: PayeeState;
  after: PayeeState;
  by: AuditActor;
}

/** A mover asked for a call back or a quote. */
export interface LeadReceived {
  type: 'lead-received';
  lead: LeadRow;
}

/** A customer (or a data request) opened a complaint ticket: it is acknowledged at once. */
export interface ComplaintReceived {
  type: 'complaint-received';
  complaint: ComplaintRow;
}

/** Staff replied to a ticket: the reply goes to its customer. */
export interface ComplaintReplied {
  type: 'complaint-replied';
  complaint: ComplaintRow;
  reply: ComplaintReplyRow;
}

/** Staff decided a customer's request to cancel (docs/product.md#cancellation-and-refunds). */
export interface CancellationDecided {
  type: 'cancellation-decided';
  booking: BookingRow;
  approved: boolean;
  /** Staff's note to the customer (a decline always has one). */
  note: string | null;
  /** The refund an approval opened (a paid booking), with the charge kept in paise. */
  refund: { row: RefundRow; chargePaise: number } | null;
}

/** Staff recorded a refund as paid back by UPI. */
export interface RefundSent {
  type: 'refund-sent';
  booking: BookingRow;
  refund: RefundRow;
}
