import { useState } from 'react';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { StatusBadge } from '#web/components/admin/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { BookingAppointment } from './booking-appointment.tsx';
import { BookingDetails } from './booking-details.tsx';
import { PaymentEvidence } from './payment-evidence.tsx';
import { StatusActions } from './status-actions.tsx';

export function BookingCard({ booking }: { booking: AdminBooking }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = `booking-${booking.id}`;
  const detailsId = `booking-${booking.id}-details`;

  return (
    <article aria-labelledby={titleId} className={cardFrameClass}>
      <div className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="font-plate font-semibold text-slate-900 text-sm">
            <OrderId value={booking.orderId} />
          </h2>
          <StatusBadge status={booking.status} />
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <p className="text-slate-700 text-sm">
            <span className="font-semibold text-base text-slate-900">{booking.fullName}</span>
            <span className="mx-2 text-slate-300" aria-hidden="true">
              |
            </span>
            {SERVICES[booking.service].title} · {VEHICLE_TYPE_LABELS[booking.vehicleType]}
          </p>
          <p className="text-sm">
            <span className="font-bold text-lg text-slate-900 tabular-nums">
              {formatRupees(booking.price.total)}
            </span>
            <span className="ml-2 text-slate-600">{formatIndiaDateTime(booking.createdAt)}</span>
          </p>
        </div>
        <BookingAppointment booking={booking} />
        <PaymentEvidence booking={booking} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            <AdminIcon
              name={expanded ? 'chevronLeft' : 'chevronRight'}
              className={`size-4 ${expanded ? '-rotate-90' : 'rotate-90'}`}
            />
            {expanded ? 'Hide details' : 'Show details'}
          </Button>
          <StatusActions booking={booking} />
        </div>
      </div>
      {expanded && <BookingDetails id={detailsId} booking={booking} />}
    </article>
  );
}
