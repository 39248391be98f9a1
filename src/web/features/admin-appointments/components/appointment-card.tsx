import { useState } from 'react';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { MoveAppointmentDialog } from '#web/components/admin/move-appointment-dialog.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { StatusBadge } from '#web/components/admin/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { mapLink } from '../appointment-range.ts';
import { MarkFittedDialog } from './mark-fitted-dialog.tsx';

const linkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';

/** One appointment in the day or week view: who, where, what, and the fitter's two actions. */
export function AppointmentCard({ appointment: a }: { appointment: AdminAppointment }) {
  const [open, setOpen] = useState<'move' | 'fitted'>();
  const titleId = `appointment-${a.bookingId}`;
  const place = [a.address, a.city, `${a.state} ${a.pincode}`].filter((p) => p.trim()).join(', ');
  const closed = a.status === 'FULFILLED' || a.status === 'CANCELLED';

  return (
    <article aria-labelledby={titleId} className={`${cardClass} space-y-2 p-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="font-semibold text-base text-slate-900 [overflow-wrap:anywhere]">
          {a.fullName}
        </p>
        <StatusBadge status={a.status} />
      </div>
      <p className="text-slate-700 text-sm [overflow-wrap:anywhere]">
        <span className="font-plate">
          <OrderId value={a.orderId} />
        </span>
        {' · '}
        {a.installation === 'home' ? 'Home fitment' : 'Dealer fitment'}
        {' · '}
        {a.centreName}
      </p>
      <p className="text-sm">
        <a href={`tel:+91${a.phone}`} className={`${linkClass} inline-flex items-center gap-1.5`}>
          <AdminIcon name="phone" className="size-4" />
          {a.phone}
        </a>
      </p>
      <p className="text-slate-800 text-sm [overflow-wrap:anywhere]">
        {place}{' '}
        <a
          href={mapLink(a)}
          target="_blank"
          rel="noreferrer"
          className={`${linkClass} whitespace-nowrap`}
        >
          Map<span className="sr-only"> of {a.fullName}’s address (opens a new tab)</span>
        </a>
      </p>
      <p className="text-slate-700 text-sm [overflow-wrap:anywhere]">
        {SERVICES[a.service].title} · {VEHICLE_TYPE_LABELS[a.vehicleType]} ·{' '}
        <span className="font-plate font-semibold text-slate-900">{a.regNumber}</span>
      </p>
      {!closed && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={() => setOpen('move')}>
            Move<span className="sr-only"> {a.fullName}’s appointment</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setOpen('fitted')}>
            <AdminIcon name="check" className="size-4" />
            Mark fitted<span className="sr-only"> for {a.fullName}</span>
          </Button>
        </div>
      )}
      {open === 'move' && (
        <MoveAppointmentDialog
          booking={{ ...a, appointment: { day: a.day, slot: a.slot } }}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'fitted' && <MarkFittedDialog appointment={a} onClose={() => setOpen(undefined)} />}
    </article>
  );
}
