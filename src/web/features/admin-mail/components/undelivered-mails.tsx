import type { UndeliveredMail } from '@shared/admin/admin-mail';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice, SuccessNotice } from '@/features/admin/components/notice';
import { retryMail } from '@/features/admin-mail/api/retry-mail';
import { MAIL_MESSAGES } from '@/features/admin-mail/mail-labels';
import { useUndeliveredMails } from '@/features/admin-mail/use-undelivered-mails';
import { errorMessage } from '@/lib/api-client';
import { UndeliveredMailItem } from './undelivered-mail-item';

type RetryResult = { ok: boolean; message: string };

/** The dashboard's view of the outbox: mails not delivered yet, and a retry for failed ones. */
export function UndeliveredMails() {
  const list = useUndeliveredMails();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [result, setResult] = useState<RetryResult>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocusAfterReload = useRef(false);

  // A retried mail leaves the failed state, so its button is gone after the reload: keep keyboard
  // users in the panel instead of dropping them at the top of the page.
  useEffect(() => {
    if (list.loading || !refocusAfterReload.current) return;
    refocusAfterReload.current = false;
    if (!document.activeElement || document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  }, [list.loading]);

  const retry = async (mail: UndeliveredMail) => {
    setRetrying(mail.id);
    setResult(undefined);
    try {
      setResult({ ok: true, message: await retryMail(mail.id) });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, MAIL_MESSAGES.retryFailed) });
    } finally {
      setRetrying(null);
      refocusAfterReload.current = true;
      list.reload();
    }
  };

  const mails = list.mails;
  const failedCount = mails?.filter((mail) => mail.status === 'failed').length ?? 0;

  return (
    <section
      aria-labelledby="undelivered-mail-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-3 px-4 pt-5 pb-4 sm:px-5">
        <div>
          <h2
            id="undelivered-mail-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-lg text-slate-900 focus:outline-none"
          >
            E-mails not delivered
          </h2>
          {failedCount > 0 && (
            <p className="mt-1 text-slate-600 text-sm">
              Failed e-mails are not tried again until you retry them.
            </p>
          )}
        </div>
        <p role="status" className="text-slate-600 text-sm empty:hidden">
          {list.loading ? 'Loading e-mails…' : ''}
        </p>
        <SuccessNotice message={result?.ok ? result.message : undefined} />
        <ErrorNotice message={result && !result.ok ? result.message : undefined} />
        <ErrorNotice message={list.error}>
          <button
            type="button"
            onClick={list.reload}
            className="font-semibold underline underline-offset-2"
          >
            Try again
          </button>
        </ErrorNotice>
        {mails === null && list.loading && (
          <div className="h-16 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        )}
        {mails?.length === 0 && <p className="text-slate-600">{MAIL_MESSAGES.allDelivered}</p>}
      </div>
      {mails && mails.length > 0 && (
        <ul
          aria-busy={list.loading}
          className={`divide-y divide-slate-100 border-slate-200 border-t transition-opacity ${
            list.loading ? 'opacity-60' : ''
          }`}
        >
          {mails.map((mail) => (
            <UndeliveredMailItem
              key={mail.id}
              mail={mail}
              busy={retrying !== null}
              onRetry={retry}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
