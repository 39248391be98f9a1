import {
  type BookingConfirmation,
  BookingConfirmationSchema,
} from '#shared/booking/booking-confirmation.ts';
import type { BookingFields, CreateBookingInput } from '#shared/booking/booking-schema.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import type { Locale } from '#shared/site/locales.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { BookingSelection } from '#web/lib/booking-selection/booking-selection.ts';

export interface CreateBookingRequest {
  selection: BookingSelection & Pick<BookingFields, 'service' | 'vehicleType'>;
  orderId: string;
  /** The language the page is in: the booking's mails and pages speak it. */
  locale: Locale;
  txnId: string;
  screenshot: File | null;
}

/** POST /api/bookings as multipart form data. No price is sent: the server prices the booking. */
export function createBooking({
  selection,
  orderId,
  locale,
  txnId,
  screenshot,
}: CreateBookingRequest) {
  // The notice the booking form of this page's code showed: the customer booked under it.
  const privacyNotice = PRIVACY_NOTICE_VERSION;
  // The customer's GSTIN rides along in the selection, empty when they gave none.
  const fields = { ...selection, orderId, locale, txnId, privacyNotice } satisfies Record<
    keyof CreateBookingInput,
    string | boolean
  >;
  const body = new FormData();
  // The WhatsApp checkbox goes as "true" or "false", read back as a boolean (server read-form.ts).
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  // The file goes last so a streaming multipart parser has every text field before it.
  if (screenshot) body.append('screenshot', screenshot);
  return apiRequest<BookingConfirmation>(
    PUBLIC_API_PATHS.bookings,
    (data) => BookingConfirmationSchema.parse(data),
    { method: 'POST', body },
  );
}
