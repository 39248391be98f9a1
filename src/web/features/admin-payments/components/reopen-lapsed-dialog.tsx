import { type FormEvent, useId, useRef, useState } from 'react';
import { indiaNow } from '#shared/appointments/availability.ts';
import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import type { StoredLine } from '#shared/payments/payment-matching.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { AppointmentChoiceFields } from '#web/components/admin/appointment-choice-fields.tsx';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useReopenLapsed } from '../api/reopen-line.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { BankLineFacts } from './bank-line-facts.tsx';

interface ReopenLapsedDialogProps {
  line: StoredLine & { booking: NonNullable<StoredLine['booking']> };
  onReopened: (line: StoredLine) => void;
  onClose: () => void;
}

/**
 * A credit came for a booking whose hold lapsed: staff pick a new day and time (as a staff move
 * would, from the fitting calendar) and the booking comes back confirmed, in one step. A booking
 * without an appointment is reopened as it is.
 */
export function ReopenLapsedDialog({ line, onReopened, onClose }: ReopenLapsedDialogProps) {
  const { booking } = line;
  const needsSlot = booking.appointment !== null;
  const reopen = useReopenLapsed(line.id);
  const today = indiaNow(new Date()).today;
  const [day, setDay] = useState(today);
  const [slot, setSlot] = useState('');
  const [problem, setProblem] = useState<string>();
  // Set within the tap itself, so a double tap cannot send it twice.
  const sending = useRef(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsSlot && !day) return setProblem(LAZY_FORM_MESSAGES.appointmentDayRequired);
    if (needsSlot && !slot) return setProblem(LAZY_FORM_MESSAGES.appointmentSlotRequired);
    setProblem(undefined);
    if (sending.current) return;
    sending.current = true;
    reopen.mutate(needsSlot ? { day, slot } : {}, {
      onSuccess: onReopened,
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const error =
    problem ??
    (reopen.isError ? errorMessage(reopen.error, PAYMENTS_MESSAGES.reopenFailed) : undefined);

  return (
    <Dialog title="Reopen the lapsed booking" onClose={onClose}>
      <form noValidate onSubmit={submit} className="max-w-prose space-y-4 text-slate-700">
        <p>
          <span className="font-plate font-semibold text-slate-900">
            Order <OrderId value={booking.orderId} />
          </span>
          <br />
          {booking.fullName} · {booking.installation === 'home' ? 'Home fitment' : 'Dealer fitment'}
          {booking.appointment && (
            <>
              <br />
              Was: {formatDay(booking.appointment.day, 'en', 'medium')},{' '}
              {formatSlotKey(booking.appointment.slot, 'en')} (that place went back to the calendar)
            </>
          )}
        </p>
        <BankLineFacts line={line} fileName={line.fileName} />
        {needsSlot && (
          <AppointmentChoiceFields
            id={id}
            installation={booking.installation}
            centreId={booking.centreId}
            day={day}
            slot={slot}
            onDayChange={(next) => {
              setDay(next);
              reopen.reset();
            }}
            onSlotChange={(next) => {
              setSlot(next);
              reopen.reset();
            }}
          />
        )}
        <ErrorNotice message={error} />
        <p className="text-sm">
          The money on this line pays the booking: it is confirmed, and the customer is e-mailed as
          on any confirmation.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={reopen.isPending}>
            {reopen.isPending ? 'Reopening…' : 'Reopen and confirm'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
