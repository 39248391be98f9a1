import type { Locale } from '#shared/site/locale.ts';

/**
 * The messages a customer can get by WhatsApp or SMS (docs/product.md#text-messages): one
 * approved WhatsApp template and one DLT-registered SMS template per kind and language. The
 * names are WhatsApp's defaults (lowercase and underscores, as Meta requires); the owner can
 * rename each on the admin Messages page.
 */
export const TEXT_MESSAGE_KINDS = [
  'booking_received',
  'payment_confirmed',
  'hold_lapsed',
  'appointment_reminder',
  'appointment_moved',
  'booking_fitted',
  'booking_cancelled',
  'cancellation_decided',
  'refund_sent',
  'mobile_code',
  'complaint_received',
] as const;
export type TextMessageKind = (typeof TEXT_MESSAGE_KINDS)[number];

/** The kinds in staff words (the admin area is English only). */
export const TEXT_MESSAGE_LABELS = {
  booking_received: 'Booking received',
  payment_confirmed: 'Payment verified',
  hold_lapsed: 'Hold lapsed (unpaid booking cancelled)',
  appointment_reminder: 'Appointment reminder (day before)',
  appointment_moved: 'Appointment moved',
  booking_fitted: 'Plates fitted',
  booking_cancelled: 'Booking cancelled',
  cancellation_decided: 'Cancellation request decided',
  refund_sent: 'Refund sent',
  mobile_code: 'Mobile number code',
  complaint_received: 'Complaint received (ticket number)',
} as const satisfies Record<TextMessageKind, string>;

/** The channels besides e-mail; each is on only when its provider is configured. */
export const TEXT_CHANNELS = ['whatsapp', 'sms'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/**
 * A text message as the outbox keeps it: the template's kind, its language and its body
 * parameters in order ({{1}}, {{2}} … on WhatsApp; var1, var2 … in the MSG91 flow). A
 * parameter may hold the row's secret placeholder (a tracking link), put in at sending.
 * Template names and DLT ids are looked up when it is sent, so the owner's renaming applies
 * to messages still queued.
 */
export interface TextMessagePayload {
  kind: TextMessageKind;
  language: Locale;
  params: string[];
}

/** Where a WhatsApp or SMS message got to, as the provider's reports tell. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
