import { useQuery } from '@tanstack/react-query';
import { BOOKING_REFUSAL_LABELS } from '#shared/booking/booking-refusals.ts';
import { cardClass } from '#web/components/ui/card.tsx';
import { bookingRefusalsQuery } from '../api/get-booking-refusals.ts';

/**
 * Bookings refused at submission, by reason: a limit on unpaid holds or attempts, or a transaction
 * number already used (decision 0032). Counts only: nothing about who tried. Loads on its own, like
 * the outbox: the figures above do not wait for it.
 */
export function RefusedBookings() {
  const refusals = useQuery(bookingRefusalsQuery);
  if (!refusals.isSuccess) return null;
  const { reasons } = refusals.data;
  const none = reasons.every((r) => r.lastSevenDays === 0);
  return (
    <section aria-labelledby="refused-heading" className={cardClass}>
      <h2 id="refused-heading" className="font-semibold text-lg text-slate-900">
        Refused booking attempts
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Limits on unpaid bookings keep one connection or phone from taking the calendar.
      </p>
      {none ? (
        <p className="mt-4 text-slate-700">None in the last 7 days.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Reason
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Today
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Last 7 days
              </th>
            </tr>
          </thead>
          <tbody>
            {reasons.map((row) => (
              <tr key={row.reason} className="border-slate-100 border-t">
                <th scope="row" className="py-1.5 font-normal text-slate-800">
                  {BOOKING_REFUSAL_LABELS[row.reason]}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.today}</td>
                <td className="py-1.5 text-right tabular-nums">{row.lastSevenDays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
