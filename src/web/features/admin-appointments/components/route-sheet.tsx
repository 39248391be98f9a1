import { createPortal } from 'react-dom';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatDay } from '#shared/format/dates.ts';
import { weekdayName } from '#web/lib/admin/day-label.ts';
import type { DayGroup } from '../appointment-range.ts';

/**
 * The fitter's route sheet: what the printer gets from "Print route sheet". It sits outside the
 * app's root (a portal), hidden on screen; print media hide the app instead (styles.css), so the
 * paper holds only this: by day, then slot, one row per visit, in sizes readable on A4.
 */
export function RouteSheet({ title, days }: { title: string; days: DayGroup[] }) {
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
          {day.slots.map((slot) => (
            <div key={slot.slot} className="mb-2">
              <h3 className="mt-2 font-bold text-[12pt]">
                {slot.start}–{slot.end}
              </h3>
              <table className="w-full border-collapse text-left align-top">
                <thead>
                  <tr className="border-black border-b">
                    <th className="w-[22%] py-1 pr-2">Customer</th>
                    <th className="w-[38%] py-1 pr-2">Address</th>
                    <th className="w-[28%] py-1 pr-2">Plates</th>
                    <th className="w-[12%] py-1">Fitted</th>
                  </tr>
                </thead>
                <tbody>
                  {slot.appointments.map((a) => (
                    <tr
                      key={a.bookingId}
                      className="break-inside-avoid border-gray-400 border-b align-top"
                    >
                      <td className="py-1 pr-2">
                        <strong>{a.fullName}</strong>
                        <br />
                        {a.phone}
                        <br />
                        <span className="font-plate text-[9pt]">{a.orderId}</span>
                      </td>
                      <td className="py-1 pr-2 [overflow-wrap:anywhere]">
                        {a.installation === 'home' ? '' : 'Dealer fitment. '}
                        {[a.address, a.city, `${a.state} ${a.pincode}`]
                          .filter((p) => p.trim())
                          .join(', ')}
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
            </div>
          ))}
        </div>
      ))}
    </section>,
    document.body,
  );
}
