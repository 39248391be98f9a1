import type { AdminBooking } from '@shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
} from '@shared/booking/booking-status';
import { useState } from 'react';
import { ErrorNotice } from '@/features/admin/components/notice';
import { changeBookingStatus } from '@/features/admin-bookings/api/change-booking-status';
import { errorMessage } from '@/lib/api-client';

interface StatusActionsProps {
  booking: AdminBooking;
  onChanged: (booking: AdminBooking) => void;
}

/** Spec section 4: any of the other three statuses, in any order; the current one is hidden. */
export function StatusActions({ booking, onChanged }: StatusActionsProps) {
  const [saving, setSaving] = useState<BookingStatus | null>(null);
  const [error, setError] = useState<string>();

  const change = async (status: BookingStatus) => {
    setSaving(status);
    setError(undefined);
    try {
      onChanged(await changeBookingStatus(booking.id, status));
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_MESSAGES.statusFailed));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.filter((status) => status !== booking.status).map((status) => (
          <button
            key={status}
            type="button"
            disabled={saving !== null}
            onClick={() => change(status)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:border-blue-400 hover:bg-blue-50 disabled:cursor-wait disabled:opacity-60"
          >
            {saving === status ? 'Saving…' : `Mark ${BOOKING_STATUS_LABELS[status]}`}
          </button>
        ))}
      </div>
      <ErrorNotice message={error} />
    </div>
  );
}
