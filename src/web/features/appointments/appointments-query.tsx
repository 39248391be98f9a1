import { API_PATHS } from '@shared/api-paths';
import { type Availability, AvailabilitySchema } from '@shared/appointments/appointment-schema';
import type { Installation } from '@shared/booking/booking-schema';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client';

/*
 * The customer pages' one TanStack Query client, for the fitting calendar only (the admin area
 * has its own). Places change with every booking, so the calendar is never taken as fresh: it is
 * fetched whenever it is shown again, and when the customer comes back to the tab.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: 1 } },
});

export function AppointmentsQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Forgets every calendar fetched, so the next one shown is fresh (a slot was just refused). */
export function forgetAvailability(): void {
  queryClient.removeQueries({ queryKey: ['appointments'] });
}

export const availabilityQuery = (installation: Installation) => ({
  queryKey: ['appointments', installation] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Availability>(
      `${API_PATHS.appointments}?installation=${installation}`,
      (data) => AvailabilitySchema.parse(data),
      { signal },
    ),
});

/** The next four weeks for that fitment kind; fetched again when the kind changes. */
export function useAvailability(installation: Installation) {
  return useQuery(availabilityQuery(installation));
}
