import { useEffect, useState } from 'react';
import { type Availability, AvailabilitySchema } from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest, isAbort } from './api-client.ts';

/*
 * The customer pages' fitting calendar, without a query library (it is one read, on the way to
 * payment where every kilobyte counts). Places change with every booking, so a calendar is never
 * taken as fresh: one seen before shows at once while it is fetched again, whenever it is shown
 * and when the customer comes back to the tab.
 */
const seen = new Map<Installation, Availability>();

/** Forgets every calendar fetched, so the next one shown is fresh (a slot was just refused). */
export function forgetAvailability(): void {
  seen.clear();
}

/** A failed read is tried once more after this long (a phone's connection drops for a moment). */
const RETRY_DELAY_MS = 1000;

async function fetchAvailability(installation: Installation, signal: AbortSignal) {
  const read = () =>
    apiRequest<Availability>(
      `${PUBLIC_API_PATHS.appointments}?installation=${installation}`,
      (data) => AvailabilitySchema.parse(data),
      { signal },
    );
  try {
    return await read();
  } catch (error) {
    if (isAbort(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    signal.throwIfAborted();
    return read();
  }
}

/** The next four weeks for that fitment kind; fetched again when the kind changes. */
export function useAvailability(installation: Installation) {
  const [, setFetched] = useState(0);
  const [failedFor, setFailedFor] = useState<Installation | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new read.
  useEffect(() => {
    let reading: AbortController | undefined;
    const read = () => {
      reading?.abort();
      const controller = new AbortController();
      reading = controller;
      fetchAvailability(installation, controller.signal).then(
        (availability) => {
          seen.set(installation, availability);
          setFailedFor(null);
          setFetched((count) => count + 1);
        },
        (error: unknown) => {
          if (!isAbort(error)) setFailedFor(installation);
        },
      );
    };
    const readOnReturn = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', readOnReturn);
    return () => {
      document.removeEventListener('visibilitychange', readOnReturn);
      reading?.abort();
    };
  }, [installation, attempt]);

  return {
    data: seen.get(installation),
    isError: failedFor === installation,
    refetch: () => setAttempt((count) => count + 1),
  };
}
