import { type Availability, AvailabilitySchema } from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest } from './api-client.ts';
import { useRequest } from './use-request.ts';

/*
 * The customer pages' fitting calendar. Places change with every booking, so a calendar is never
 * taken as fresh: one seen before shows at once while it is read again, whenever it is shown and
 * when the customer comes back to the tab.
 */
const seen = new Map<string, Availability>();

/** Forgets every calendar fetched, so the next one shown is fresh (a slot was just refused). */
export function forgetAvailability(): void {
  seen.clear();
}

const readAvailability = (installation: Installation, centre?: string) => (signal: AbortSignal) =>
  apiRequest<Availability>(
    `${PUBLIC_API_PATHS.appointments}?installation=${installation}${centre ? `&centre=${encodeURIComponent(centre)}` : ''}`,
    (data) => AvailabilitySchema.parse(data),
    { signal },
  );

/**
 * The next four weeks of a fitting centre for that fitment kind; read again when either changes.
 * Without a centre named, the first open one's (the server's choice); with null, nothing is read
 * (the booking form before its PIN is known or a centre chosen).
 */
export function useAvailability(installation: Installation, centre?: string | null) {
  return useRequest(
    centre === null ? undefined : `${installation} ${centre ?? ''}`,
    readAvailability(installation, centre ?? undefined),
    { cache: seen, onReturn: true },
  );
}
