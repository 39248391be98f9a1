import { APPOINTMENT_MESSAGES } from '@shared/appointments/appointment-fields';
import { indiaNow } from '@shared/appointments/availability';
import type { StoredLine } from '@shared/payments/payment-matching';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/features/admin/components/dialog';
import { ErrorNotice } from '@/features/admin/components/notice';
import { OrderId } from '@/features/admin/components/order-id';
import { formatCalendarDay } from '@/features/admin/format-date';
import { fitmentCalendarQuery } from '@/features/admin-appointments/api/appointments';
import { useReopenLapsed } from '@/features/admin-payments/api/reopen-line';
import { PAYMENTS_MESSAGES } from '@/features/admin-payments/payments-messages';
import { errorMessage } from '@/lib/api-client';
import { BankLineFacts } from './bank-line-facts';

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
  const calendar = useQuery({ ...fitmentCalendarQuery(booking.installation), enabled: needsSlot });
  const reopen = useReopenLapsed(line.id);
  const today = indiaNow(new Date()).today;
  const [day, setDay] = useState(today);
  const [slot, setSlot] = useState('');
  const [problem, setProblem] = useState<string>();
  // Set within the tap itself, so a double tap cannot send it twice.
  const sending = useRef(false);
  const id = useId();

  const days = calendar.data?.days ?? [];
  // Every working day offers the same slots: any day that lists them gives the choices.
  const slots = days.find((d) => d.slots.length > 0)?.slots ?? [];
  const chosenDay = days.find((d) => d.day === day);
  const leftOn = (key: string) => chosenDay?.slots.find((s) => s.slot === key)?.left;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsSlot && !day) return setProblem(APPOINTMENT_MESSAGES.dayRequired);
    if (needsSlot && !slot) return setProblem(APPOINTMENT_MESSAGES.slotRequired);
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
              Was: {formatCalendarDay(booking.appointment.day)},{' '}
              {booking.appointment.slot.replace('-', '–')} (that place went back to the calendar)
            </>
          )}
        </p>
        <BankLineFacts line={line} fileName={line.fileName} />
        {needsSlot && (
          <>
            <FormField id={`${id}-day`} label="New date">
              <input
                {...fieldAria(`${id}-day`)}
                type="date"
                min={today}
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  reopen.reset();
                }}
                className={inputClass}
              />
            </FormField>
            <FormField id={`${id}-slot`} label="New time">
              <select
                id={`${id}-slot`}
                value={slot}
                onChange={(event) => {
                  setSlot(event.target.value);
                  reopen.reset();
                }}
                className={inputClass}
              >
                <option value="">Choose a time</option>
                {slots.map((s) => {
                  const left = leftOn(s.slot);
                  return (
                    <option key={s.slot} value={s.slot}>
                      {s.start}–{s.end}
                      {left === undefined ? '' : ` (${left} left)`}
                    </option>
                  );
                })}
              </select>
            </FormField>
            {calendar.isError && (
              <p className="text-sm">
                The list of times could not be loaded. Please close and retry.
              </p>
            )}
          </>
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
