import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import type { AdminRefund, BookingRefundState } from '#shared/refunds/admin-refunds.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import {
  bookingRefundQuery,
  useDecideCancellation,
  useRecordRefundSent,
} from '#web/lib/admin/api/refunds.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormField, inputClass } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorNotice, RetryNotice } from './notice.tsx';

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * A booking's cancellation request and refund for staff (docs/product.md#cancellation-and-refunds):
 * approve or decline a waiting request with a note, record a due refund as sent (UPI reference,
 * day), and see who did each step and whether the bank has shown the refund leaving.
 */
export function BookingRefundPanel({ bookingId }: { bookingId: string }) {
  const query = useQuery(bookingRefundQuery(bookingId));
  if (query.isPending) return <p className="text-slate-600 text-sm">Loading…</p>;
  if (query.isError) {
    return (
      <RetryNotice
        message={errorMessage(query.error, 'The cancellation and refund could not be loaded.')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { request, refund } = query.data;
  if (!request && !refund) {
    return <p className="text-slate-500 text-sm">No cancellation request, no refund.</p>;
  }
  return (
    <div className="space-y-4 text-sm">
      {request && <RequestView bookingId={bookingId} request={request} />}
      {refund && <RefundView bookingId={bookingId} refund={refund} />}
    </div>
  );
}

type Request = NonNullable<BookingRefundState['request']>;

function RequestView({ bookingId, request }: { bookingId: string; request: Request }) {
  const decide = useDecideCancellation(bookingId);
  const [note, setNote] = useState('');
  const noteId = `cancel-note-${bookingId}`;
  return (
    <div className="space-y-2">
      <p className="text-slate-900">
        Customer asked to cancel on {formatIndiaDateTime(request.requestedAt)}
        {request.reason ? `: “${request.reason}”` : ' (no reason given)'}.
      </p>
      {request.status !== 'requested' && (
        <p className="text-slate-700">
          {request.status === 'approved' ? 'Approved' : 'Declined'}
          {request.decidedBy ? ` by ${request.decidedBy}` : ''}
          {request.decidedAt ? ` on ${formatIndiaDateTime(request.decidedAt)}` : ''}
          {request.note ? `. Note: ${request.note}` : '.'}
        </p>
      )}
      {request.status === 'requested' && (
        <div className="space-y-2">
          <FormField
            id={noteId}
            label="Note to the customer"
            hint="Needed to decline: the customer reads it in their mail and on the tracking page."
          >
            <textarea
              id={noteId}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
              className={inputClass}
            />
          </FormField>
          <ErrorNotice
            message={
              decide.error ? errorMessage(decide.error, 'The decision was not saved.') : undefined
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ decision: 'approve', note: note.trim() })}
            >
              Approve and cancel
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ decision: 'decline', note: note.trim() })}
            >
              Decline
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function RefundView({ bookingId, refund }: { bookingId: string; refund: AdminRefund }) {
  const record = useRecordRefundSent(bookingId);
  const [upiRef, setUpiRef] = useState('');
  const [sentOn, setSentOn] = useState(indiaDay(new Date()));
  const who = refund.reason === 'customer' ? 'the customer cancelled' : 'the business cancelled';
  return (
    <div className="space-y-2">
      <p className="font-medium text-slate-900">
        Refund of {rupees(refund.amountPaise)} ({who}), opened by {refund.openedBy} on{' '}
        {formatIndiaDateTime(refund.openedAt)}.
      </p>
      {refund.status === 'due' ? (
        <p className={refund.overdue ? 'font-semibold text-red-800' : 'text-amber-900'}>
          {refund.overdue ? 'Overdue: was due by' : 'Due by'} {formatDay(refund.dueBy)}.
        </p>
      ) : (
        <p className="text-slate-800">
          Sent on {formatDay(refund.sentOn ?? refund.dueBy)}, UPI ref {refund.upiRef}, recorded by{' '}
          {refund.recordedBy}.{' '}
          {refund.bankSeenAt
            ? `Seen in a bank statement on ${formatIndiaDateTime(refund.bankSeenAt)}.`
            : 'Not seen in a bank statement yet.'}
        </p>
      )}
      {refund.status === 'due' && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!record.isPending) record.mutate({ upiRef: upiRef.trim(), sentOn });
          }}
        >
          <div className="grid gap-2 sm:grid-cols-2">
            <FormField
              id={`refund-ref-${bookingId}`}
              label="UPI reference of the refund"
              hint="The 12-digit UTR / RRN your UPI app shows."
            >
              <input
                id={`refund-ref-${bookingId}`}
                inputMode="numeric"
                value={upiRef}
                maxLength={20}
                onChange={(event) => setUpiRef(event.target.value)}
                className={inputClass}
              />
            </FormField>
            <FormField id={`refund-day-${bookingId}`} label="Sent on">
              <input
                id={`refund-day-${bookingId}`}
                type="date"
                value={sentOn}
                onChange={(event) => setSentOn(event.target.value)}
                className={inputClass}
              />
            </FormField>
          </div>
          <ErrorNotice
            message={
              record.error ? errorMessage(record.error, 'The refund was not recorded.') : undefined
            }
          />
          <Button type="submit" size="sm" disabled={record.isPending}>
            Record refund sent
          </Button>
        </form>
      )}
    </div>
  );
}
