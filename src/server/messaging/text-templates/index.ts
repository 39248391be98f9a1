import type { TextMessageKind } from '#shared/messaging/text-messages.ts';
import { appointmentMoved } from './appointment-moved.ts';
import { appointmentReminder } from './appointment-reminder.ts';
import { bookingCancelled } from './booking-cancelled.ts';
import { bookingFitted } from './booking-fitted.ts';
import { bookingReceived } from './booking-received.ts';
import { cancellationDecided } from './cancellation-decided.ts';
import { complaintReceived } from './complaint-received.ts';
import { holdLapsed } from './hold-lapsed.ts';
import { mobileCode } from './mobile-code.ts';
import { paymentConfirmed } from './payment-confirmed.ts';
import { refundSent } from './refund-sent.ts';
import type { TextTemplate } from './text-template.ts';

/** Each kind's words, as the README lists them for the owner to register with Meta and on DLT. */
export const TEXT_TEMPLATES: Record<TextMessageKind, TextTemplate> = {
  booking_received: bookingReceived,
  payment_confirmed: paymentConfirmed,
  hold_lapsed: holdLapsed,
  appointment_reminder: appointmentReminder,
  appointment_moved: appointmentMoved,
  booking_fitted: bookingFitted,
  booking_cancelled: bookingCancelled,
  cancellation_decided: cancellationDecided,
  refund_sent: refundSent,
  mobile_code: mobileCode,
  complaint_received: complaintReceived,
};

/**
 * The WhatsApp category each template is submitted in: "utility" for news of the customer's own
 * order (no promotion), "authentication" for the one-time code, whose words Meta fixes.
 */
export const TEXT_TEMPLATE_CATEGORIES: Record<TextMessageKind, 'utility' | 'authentication'> = {
  booking_received: 'utility',
  payment_confirmed: 'utility',
  hold_lapsed: 'utility',
  appointment_reminder: 'utility',
  appointment_moved: 'utility',
  booking_fitted: 'utility',
  booking_cancelled: 'utility',
  cancellation_decided: 'utility',
  refund_sent: 'utility',
  mobile_code: 'authentication',
  complaint_received: 'utility',
};

/**
 * The body as registered on the DLT platform: each place a {#var#}, a link's {#url#} (TRAI's
 * variable tags; the link's address whitelisted as a CTA, see the README).
 */
export function dltBody(template: TextTemplate, body: string): string {
  return body.replace(/\{\{(\d+)\}\}/g, (_, n: string) =>
    template.links?.includes(Number(n)) ? '{#url#}' : '{#var#}',
  );
}
