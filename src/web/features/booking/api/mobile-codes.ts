import type {
  MobileCodeConfirmed,
  MobileCodeSent,
  MobileConfirmation,
} from '#shared/mobile-codes/mobile-code-schema.ts';
import { MOBILE_CODE_API_PATHS } from '#shared/public-api-paths.ts';
import type { Locale } from '#shared/site/locales.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/*
 * The mobile-code step's three calls (issue 36). Only its lazy chunk imports this. The token
 * itself never reaches the page: the server sets it as a cookie sent with bookings only.
 *
 * The answers are taken as the server's schemas type them, unchecked: checking would make the
 * chunk need zod's, one more file the booking form must list for preloading, and the customer
 * path has not the bytes for it. The server filters every answer through its schema.
 */
const asSent = (data: unknown) => data as MobileCodeSent;
const asConfirmed = (data: unknown) => data as MobileCodeConfirmed;
const asConfirmation = (data: unknown) => data as MobileConfirmation;

/** POST: a code to `phone`, in the page's language. */
export const sendMobileCode = (phone: string, locale: Locale): Promise<MobileCodeSent> =>
  apiRequest(MOBILE_CODE_API_PATHS.send, asSent, jsonRequest('POST', { phone, locale }));

/** POST: the typed code; the answer's cookie confirms the number for one booking. */
export const confirmMobileCode = (phone: string, code: string): Promise<MobileCodeConfirmed> =>
  apiRequest(MOBILE_CODE_API_PATHS.confirm, asConfirmed, jsonRequest('POST', { phone, code }));

/** GET: the number this browser confirmed and has not booked with yet, if any. */
export const getMobileConfirmation = (): Promise<MobileConfirmation> =>
  apiRequest(MOBILE_CODE_API_PATHS.confirmed, asConfirmation);
