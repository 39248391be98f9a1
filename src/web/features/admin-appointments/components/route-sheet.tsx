import { createPortal } from 'react-dom';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatDay, formatSlot } from '#shared/format/dates.ts';
import { weekdayName } from '#web/lib/admin/day-label.ts';
import type { RouteSheetDay } from '../route-sheet-groups.ts';

function VisitTable({ caption, visits }: { caption: string; visits: AdminAppointment[] }) {
  if (visits.length === 0) return null;
  return (
    <table data-route-table className="mb-2 w-full border-collapse text-left align-top">
      <caption className="mt-2 text-left font-bold text-[12pt]">{caption}</caption>
      <thead>
        <tr className="border-black border-b">
          <th className="w-[12%] py-1 pr-2">Time</th>
          <th className="w-[22%] py-1 pr-2">Customer</th>
          <th className="w-[32%] py-1 pr-2">Address</th>
          <th className="w-[24%] py-1 pr-2">Plates</th>
          <th className="w-[10%] py-1">Fitted</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((a) => (
          <tr key={a.bookingId} className="break-inside-avoid border-gray-400 border-b align-top">
            <td className="py-1 pr-2 font-bold">{formatSlot(a, 'en')}</td>
            <td className="py-1 pr-2">
              <strong>{a.fullName}</strong>
              <br />
              {a.phone}
              <br />
              <span className="font-plate text-[9pt]">{a.orderId}</span>
            </td>
            <td className="py-1 pr-2 [overflow-wrap:anywhere]">
              {a.installation === 'home' ? (
                <>
                  <strong>{a.pincode}</strong>{' '}
                  {[a.address, a.city, a.state].filter((p) => p.trim()).join(', ')}
                </>
              ) : (
                'At the centre'
              )}
            </td>
            <td className="py-1 pr-2">
              <strong className="font-plate">{a.regNumber}</strong>
              <br />
              {SERVICES[a.service].title}, {VEHICLE_TYPE_LABELS[a.vehicleType]}
            </td>
            <td className="py-1">
              {a.status === 'FULFILLED' ? BOOKING_STATUS_LABELS[a.status] : '☐'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The fitter's route sheet: what the printer gets from "Print route sheet". It sits outside the
 * app's root (a portal), hidden on screen; print media hide the app instead (theme.css), so the
 * paper holds only this: by day, then centre, its home visits ordered by PIN code then slot (one
 * neighbourhood after another), then the fitments at the centre. Sized for A4; on narrower paper
 * (a phone's print) each visit stacks (admin-styles.css).
 */
export function RouteSheet({ title, days }: { title: string; days: RouteSheetDay[] }) {
  return createPortal(
    <section
      data-route-sheet
      aria-label="Route sheet"
      className="hidden text-[11pt] text-black print:block"
    >
      <h1 className="mb-3 font-bold text-[16pt]">Route sheet · {title}</h1>
      {days.length === 0 && <p>No appointments.</p>}
      {days.map((day) => (
        <div key={day.day} className="mb-4 break-inside-auto">
          <h2 className="mb-1 border-black border-b-2 font-bold text-[13pt]">
            {weekdayName(day.day)}, {formatDay(day.day, 'en', 'medium')}
          </h2>
          {day.centres.map((centre) => (
            <div key={centre.centreId} className="mb-3">
              <h3 className="mt-2 font-bold text-[12pt]">{centre.centreName}</h3>
              <VisitTable caption="Home visits, by PIN code" visits={centre.homeVisits} />
              <VisitTable caption="At the centre" visits={centre.atCentre} />
            </div>
          ))}
        </div>
      ))}
    </section>,
    document.body,
  );
}
