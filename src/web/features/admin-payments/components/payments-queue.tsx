import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_WAITING_DAYS,
  PaymentsQueueQuerySchema,
  type StoredLine,
} from '#shared/payments/payment-matching.ts';
import { RetryNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { RefreshButton } from '#web/components/admin/refresh-button.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paymentsQueue } from '../api/get-payments-queue.ts';
import { daysInput } from '../days-input.ts';
import { matchedMessage, reopenedMessage } from '../payment-labels.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { DismissLineDialog } from './dismiss-line-dialog.tsx';
import { MatchLineDialog } from './match-line-dialog.tsx';
import { ReopenLapsedDialog } from './reopen-lapsed-dialog.tsx';
import { UnmatchedLineItem } from './unmatched-line-item.tsx';
import { WaitingBookings } from './waiting-bookings.tsx';

const checkWaitingDays = (text: string) =>
  PaymentsQueueQuerySchema.safeParse({ waitingDays: daysInput(text) });

type Decision = { kind: 'match' | 'dismiss' | 'reopen'; line: StoredLine };

/** What staff still have to decide: credits without a booking, bookings without a credit. */
export function PaymentsQueue() {
  const [daysText, setDaysText] = useState(String(DEFAULT_WAITING_DAYS));
  const [waitingDays, setWaitingDays] = useState<number>(DEFAULT_WAITING_DAYS);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queue = useQuery(paymentsQueue.query(waitingDays));
  const data = queue.isError ? undefined : queue.data;

  const days = checkWaitingDays(daysText);
  const daysError = days.success ? undefined : days.error.issues[0]?.message;

  // The decided line leaves the list, and its buttons with it: keep keyboard users in the list.
  useEffect(() => {
    if (done && (!document.activeElement || document.activeElement === document.body)) {
      headingRef.current?.focus();
    }
  }, [done]);

  const decided = (message: string) => {
    setDecision(null);
    setDone(message);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="unmatched-heading" className={cardFrameClass}>
        <div className="flex flex-col gap-3 px-4 pt-5 pb-4 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2
                id="unmatched-heading"
                ref={headingRef}
                tabIndex={-1}
                className="font-semibold text-lg text-slate-900 focus:outline-none"
              >
                Credits without a booking{data ? ` (${data.unmatched.length})` : ''}
              </h2>
              <p className="mt-1 text-slate-600 text-sm">
                Match each to its booking by hand, reopen a lapsed booking it paid, or dismiss it
                with a note.
              </p>
            </div>
            <RefreshButton list={queue} />
          </div>
          <p role="status" className="text-slate-600 text-sm empty:hidden">
            {queue.isFetching ? 'Loading the payments queue…' : ''}
          </p>
          <SuccessNotice message={done} />
          <RetryNotice
            message={
              queue.isError ? errorMessage(queue.error, PAYMENTS_MESSAGES.queueFailed) : undefined
            }
            onRetry={() => queue.refetch()}
          />
          {data?.unmatched.length === 0 && (
            <p className="text-slate-600">{PAYMENTS_MESSAGES.noUnmatched}</p>
          )}
        </div>
        {data && data.unmatched.length > 0 && (
          <ul
            aria-busy={queue.isFetching}
            className={`divide-y divide-slate-100 border-slate-200 border-t ${queue.isFetching ? 'opacity-60' : ''}`}
          >
            {data.unmatched.map((line) => (
              <UnmatchedLineItem
                key={line.id}
                line={line}
                onMatch={() => setDecision({ kind: 'match', line })}
                onDismiss={() => setDecision({ kind: 'dismiss', line })}
                onReopen={() => setDecision({ kind: 'reopen', line })}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="waiting-heading" className={cardFrameClass}>
        <div className="flex flex-col gap-3 px-4 pt-5 pb-4 sm:px-5">
          <div>
            <h2 id="waiting-heading" className="font-semibold text-lg text-slate-900">
              Bookings waiting for money{data ? ` (${data.waiting.length})` : ''}
            </h2>
            <p className="mt-1 text-slate-600 text-sm">
              Payment submitted, and no bank credit matched after the days below.
            </p>
          </div>
          <div className="max-w-xs">
            <FormField id="waiting-days" label="No credit after (days)" error={daysError}>
              <input
                {...fieldAria('waiting-days', daysError)}
                type="number"
                min={0}
                max={60}
                step={1}
                inputMode="numeric"
                value={daysText}
                onChange={(event) => {
                  setDaysText(event.target.value);
                  // The lists follow each valid number; a wrong one keeps the last lists.
                  const next = checkWaitingDays(event.target.value);
                  if (next.success) setWaitingDays(next.data.waitingDays);
                }}
                className={`${inputClass} tabular-nums`}
              />
            </FormField>
          </div>
          {data?.waiting.length === 0 && (
            <p className="text-slate-600">{PAYMENTS_MESSAGES.noWaiting}</p>
          )}
        </div>
        {data && data.waiting.length > 0 && <WaitingBookings bookings={data.waiting} />}
      </section>

      {decision?.kind === 'match' && (
        <MatchLineDialog
          line={decision.line}
          onClose={() => setDecision(null)}
          onMatched={(line) => decided(matchedMessage(line))}
        />
      )}
      {decision?.kind === 'reopen' && decision.line.booking && (
        <ReopenLapsedDialog
          line={{ ...decision.line, booking: decision.line.booking }}
          onClose={() => setDecision(null)}
          onReopened={(line) => decided(reopenedMessage(line))}
        />
      )}
      {decision?.kind === 'dismiss' && (
        <DismissLineDialog
          line={decision.line}
          onClose={() => setDecision(null)}
          onDismissed={(line) => decided(`Line ${line.lineNumber} of ${line.fileName} dismissed.`)}
        />
      )}
    </div>
  );
}
