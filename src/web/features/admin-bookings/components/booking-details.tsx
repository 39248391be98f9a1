import type { ReactNode } from 'react';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { showsTax } from '#shared/pricing/price.ts';
import { BookingRefundPanel } from '#web/components/admin/booking-refund-panel.tsx';
import { INSTALLATION_CHOICES } from '../installation-labels.ts';
import { BookingMessages } from './booking-messages.tsx';
import { StatusHistory } from './status-history.tsx';

const linkClass = 'break-all text-blue-800 underline-offset-2 hover:underline';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </div>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <dl className="space-y-1.5 text-sm">{children}</dl>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** Everything the customer entered and what was charged, the status history and the messages. */
export function BookingDetails({ id, booking }: { id: string; booking: AdminBooking }) {
  const { price } = booking;
  return (
    <div id={id} className="grid gap-6 border-slate-200 border-t px-4 py-4 sm:px-5 md:grid-cols-2">
      <Group title="Customer">
        <Fields>
          <Field label="Name">{booking.fullName}</Field>
          <Field label="Phone">
            <a href={`tel:+91${booking.phone}`} className={linkClass}>
              {booking.phone}
            </a>
          </Field>
          <Field label="Email">
            <a href={`mailto:${booking.email}`} className={linkClass}>
              {booking.email}
            </a>
          </Field>
          <Field label="Address">{booking.address}</Field>
          <Field label="City">{booking.city}</Field>
          <Field label="State">{booking.state}</Field>
          <Field label="Pin code">{booking.pincode}</Field>
        </Fields>
      </Group>
      <Group title="Vehicle">
        <Fields>
          <Field label="Service">{SERVICES[booking.service].title}</Field>
          <Field label="Vehicle">{VEHICLE_TYPE_LABELS[booking.vehicleType]}</Field>
          <Field label="Registration">
            <span className="font-plate">{booking.regNumber}</span>
          </Field>
          <Field label="Chassis (last 5)">
            <span className="font-plate">{booking.chassisLast5}</span>
          </Field>
          <Field label="Engine (last 5)">
            <span className="font-plate">{booking.engineLast5}</span>
          </Field>
          <Field label="Installation">{INSTALLATION_CHOICES[booking.installation].label}</Field>
        </Fields>
      </Group>
      <Group title="Payment">
        <Fields>
          <Field label="Method">{booking.payment.method}</Field>
          <Field label="Transaction no.">
            <span className="font-plate">{booking.txnId}</span>
          </Field>
          <Field label="Submitted">{formatIndiaDateTime(booking.payment.submittedAt)}</Field>
          <Field label="Screenshot">{booking.payment.hasProof ? 'Attached' : 'Not sent'}</Field>
          <Field label="Base price">{formatRupees(price.base)}</Field>
          <Field label="Service charge">{formatRupees(price.serviceCharge)}</Field>
          {price.homeCharge ? (
            <Field label="Home fitting">{formatRupees(price.homeCharge)}</Field>
          ) : null}
          {showsTax(price) ? (
            <Field label={`GST (${formatPercent(price.gstPct)})`}>{formatRupees(price.gst)}</Field>
          ) : (
            <Field label="GST">None (not registered when booked)</Field>
          )}
          <Field label="Total">
            <strong>{formatRupees(price.total)}</strong>
          </Field>
          {booking.invoiceNumber && (
            <Field label="Tax invoice no.">
              <span className="font-plate">{booking.invoiceNumber}</span>
            </Field>
          )}
          {/* A cancelled invoiced booking has its credit note (decision 0049). */}
          {booking.invoiceNumber && booking.status === 'CANCELLED' && (
            <Field label="Credit note">
              <a
                href={API_PATHS.admin.bookingCreditNote(booking.id)}
                download
                className="font-medium text-blue-800 underline"
              >
                Download credit note (PDF)
              </a>
            </Field>
          )}
        </Fields>
      </Group>
      <Group title="Status history">
        <StatusHistory history={booking.history} />
      </Group>
      <Group title="Cancellation and refund">
        <BookingRefundPanel bookingId={booking.id} />
      </Group>
      <Group title="Messages">
        <BookingMessages bookingId={booking.id} />
      </Group>
    </div>
  );
}
