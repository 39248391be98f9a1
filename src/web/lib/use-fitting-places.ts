import type { FittingPlaces } from '#shared/centres/fitting-places.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest } from './api-client.ts';
import { isPinCode } from './fitting-place.ts';
import { useRequest } from './use-request.ts';

/*
 * The fitting places for a PIN: whether home fitting reaches it and the centres nearest it. One
 * small answer per PIN, kept for the tab (the booking form and the payment page both show it);
 * it is read again whenever shown, as a centre's next free day moves with every booking.
 *
 * The answer is taken as the server's schema types it, unchecked: the schema would bring zod's
 * object code onto the customer path, which has not the bytes for it. The server filters it.
 */
const seen = new Map<string, FittingPlaces>();

const readPlaces = (pincode: string) => (signal: AbortSignal) =>
  apiRequest(
    `${PUBLIC_API_PATHS.fittingPlaces}?pincode=${pincode}`,
    (data) => data as FittingPlaces,
    { signal },
  );

/** Read once `pincode` is a valid PIN; nothing before. */
export function useFittingPlaces(pincode: string | undefined) {
  const pin = isPinCode(pincode) ? pincode : undefined;
  return useRequest(pin, readPlaces(pin ?? ''), {
    cache: seen,
    failed: 'fittingPlacesLoadFailed',
  });
}
