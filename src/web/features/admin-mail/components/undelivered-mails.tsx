import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorNotice, RetryNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { mailSetupQuery } from '#web/lib/admin/api/get-mail-setup.ts';
import { MAIL_PANEL_ID } from '#web/lib/admin/dashboard-panels.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { undeliveredMailsQuery } from '../api/list-undelivered-mails.ts';
import { useRetryMail } from '../api/retry-mail.ts';
import { MAIL_MESSAGES } from '../mail-labels.ts';
import { MailSetupNotice } from './mail-setup-notice.tsx';
import { UndeliveredMailItem } from './undelivered-mail-item.tsx';

/** The dashboard's view of the outbox: mails not delivered yet, and a retry for failed ones. */
export function UndeliveredMails() {
  const list = useQuery(undeliveredMailsQuery);
  const setup = useQuery(mailSetupQuery);
  const retry = useRetryMail();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mails = list.isError ? undefined : list.data;
  const failedCount = mails?.filter((mail) => mail.status === 'failed').length ?? 0;

  // A retried mail leaves the failed state, so its button is gone after the reload: keep keyboard
  // users in the panel instead of dropping them at the top of the page.
  useEffect(() => {
    if (retry.isIdle || retry.isPending) return;
    if (!document.activeElement || document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  }, [retry.isIdle, retry.isPending]);

  return (
    <section
      id={MAIL_PANEL_ID}
      aria-labelledby="undelivered-mail-heading"
      className={`${cardFrameClass} scroll-mt-4`}
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
        {setup.isSuccess && <MailSetupNotice setup={setup.data} />}
        <p role="status" className="text-slate-600 text-sm empty:hidden">
          {list.isFetching ? 'Loading e-mails…' : ''}
        </p>
        <SuccessNotice message={retry.data} />
        <ErrorNotice
          message={retry.isError ? errorMessage(retry.error, MAIL_MESSAGES.retryFailed) : undefined}
        />
        <RetryNotice
          message={list.isError ? errorMessage(list.error, MAIL_MESSAGES.loadFailed) : undefined}
          onRetry={() => list.refetch()}
        />
        {list.isPending && (
          <div className="h-16 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        )}
        {/* "Delivered" only where mail really goes out: without SMTP it went to the log. */}
        {mails?.length === 0 && setup.isSuccess && (
          <p className="text-slate-600">
            {setup.data.smtpConfigured ? MAIL_MESSAGES.allDelivered : MAIL_MESSAGES.onlyLogged}
          </p>
        )}
      </div>
      {mails && mails.length > 0 && (
        <ul
          aria-busy={list.isFetching}
          className={`divide-y divide-slate-100 border-slate-200 border-t transition-opacity ${
            list.isFetching ? 'opacity-60' : ''
          }`}
        >
          {mails.map((mail) => (
            <UndeliveredMailItem
              key={mail.id}
              mail={mail}
              busy={retry.isPending}
              onRetry={() => retry.mutate(mail.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
