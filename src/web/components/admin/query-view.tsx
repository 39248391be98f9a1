import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { RetryNotice } from './notice.tsx';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  failedMessage: string;
  /** Announced while it loads, e.g. "Loading pricing…". */
  loadingText: string;
  children: (data: T) => ReactNode;
}

/**
 * A settings screen's body: loading, the error with "Try again", then its form. A form starts from
 * what is stored now, so a copy cached on an earlier visit waits for the fresh one.
 */
export function QueryView<T>({ query, failedMessage, loadingText, children }: QueryViewProps<T>) {
  const ready = query.isSuccess && query.isFetchedAfterMount;
  return (
    <>
      <RetryNotice
        message={query.isError ? errorMessage(query.error, failedMessage) : undefined}
        onRetry={() => query.refetch()}
      />
      {!ready && !query.isError && (
        <p role="status" className="text-slate-600">
          {loadingText}
        </p>
      )}
      {ready && children(query.data)}
    </>
  );
}
