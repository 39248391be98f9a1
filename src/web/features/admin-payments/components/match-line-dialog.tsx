import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { formatRupees } from '#shared/format/money.ts';
import { formatPaise } from '#shared/format/paise.ts';
import type { StoredLine } from '#shared/payments/payment-matching.ts';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { SearchField } from '#web/components/admin/search-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { bookingList } from '#web/lib/admin/api/list-bookings.ts';
import { useSearchDraft } from '#web/lib/admin/use-search-draft.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMatchLine } from '../api/match-line.ts';
import { bookingStatusLabel } from '../payment-labels.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { BankLineFacts } from './bank-line-facts.tsx';

interface Candidate {
  id: string;
  orderId: string;
  fullName: string;
  status: string;
  amount: string;
  txnId?: string;
}

interface MatchLineDialogProps {
  line: StoredLine;
  onMatched: (matched: StoredLine) => void;
  onClose: () => void;
}

/**
 * Staff match a credit by hand: the booking the line names is offered first; any other is found
 * by the bookings search. A waiting booking is confirmed (and its customer e-mailed).
 */
export function MatchLineDialog({ line, onMatched, onClose }: MatchLineDialogProps) {
  const match = useMatchLine(line.id);
  const sending = useRef(false);
  const groupName = useId();
  const [chosen, setChosen] = useState<string | null>(line.booking?.id ?? null);
  const [search, setSearch] = useState('');
  const { draft, setDraft, submit } = useSearchDraft(search, setSearch);
  const found = useInfiniteQuery({ ...bookingList.query({ search }), enabled: search !== '' });

  const named: Candidate[] = line.booking
    ? [{ ...line.booking, amount: formatPaise(line.booking.totalPaise) }]
    : [];
  const searched: Candidate[] = (search ? (found.data ?? []) : [])
    .filter((booking) => booking.id !== line.booking?.id)
    .map((booking) => ({ ...booking, amount: formatRupees(booking.price.total) }));
  const candidates = [...named, ...searched];
  const picked = candidates.find((candidate) => candidate.id === chosen);

  const confirm = () => {
    if (!picked || sending.current) return;
    sending.current = true;
    match.mutate(picked.id, {
      onSuccess: onMatched,
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Dialog title={`Match line ${line.lineNumber} to a booking`} onClose={onClose}>
      <div className="space-y-4">
        <div className="rounded-xl bg-slate-50 p-4">
          <BankLineFacts line={line} fileName={line.fileName} />
        </div>
        <search aria-label="Bookings">
          <form onSubmit={submit}>
            <SearchField
              id="match-search"
              label="Find the booking"
              hint="Customer name, order id, phone, registration or transaction number."
              value={draft}
              onValueChange={setDraft}
              maxLength={50}
              spellCheck={false}
            />
          </form>
        </search>
        <p role="status" className="text-slate-600 text-sm empty:hidden">
          {search && found.isFetching ? 'Searching…' : ''}
          {search && !found.isFetching && found.isSuccess && searched.length === 0
            ? 'No other booking found.'
            : ''}
        </p>
        <ErrorNotice
          message={
            found.isError ? errorMessage(found.error, PAYMENTS_MESSAGES.searchFailed) : undefined
          }
        />
        {candidates.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="mb-1.5 font-medium text-slate-800 text-sm">
              Choose the booking
            </legend>
            {candidates.map((candidate) => (
              <label
                key={candidate.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-blue-600 has-checked:bg-blue-50"
              >
                <input
                  type="radio"
                  name={groupName}
                  value={candidate.id}
                  checked={chosen === candidate.id}
                  onChange={() => setChosen(candidate.id)}
                  className="mt-0.5 size-4 shrink-0 accent-blue-700"
                />
                <span className="min-w-0">
                  <span className="block font-plate text-slate-900 text-xs">
                    <OrderId value={candidate.orderId} />
                  </span>
                  <span className="block text-slate-900">
                    {candidate.fullName} · <span className="tabular-nums">{candidate.amount}</span>{' '}
                    · {bookingStatusLabel(candidate.status)}
                  </span>
                  {candidate.id === line.booking?.id && (
                    <span className="block text-slate-600 text-xs">Named by this bank line</span>
                  )}
                  {candidate.txnId && (
                    <span className="block break-all text-slate-600 text-xs">
                      UPI transaction no. {candidate.txnId}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {picked?.status === 'PAYMENT_SUBMITTED' && (
          <p className="text-slate-700 text-sm">
            The booking will be confirmed and its customer e-mailed.
          </p>
        )}
        <ErrorNotice
          message={
            match.isError ? errorMessage(match.error, PAYMENTS_MESSAGES.matchFailed) : undefined
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button disabled={!picked || match.isPending} onClick={confirm}>
            {match.isPending ? 'Matching…' : 'Match'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
