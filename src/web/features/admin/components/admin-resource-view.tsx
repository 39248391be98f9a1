import type { ReactNode } from 'react';
import type { AdminResource } from '@/features/admin/use-admin-resource';
import { RetryNotice } from './notice';

interface AdminResourceViewProps<T> {
  resource: AdminResource<T>;
  onRetry: () => void;
  /** Announced while it loads, e.g. "Loading pricing…". */
  loadingText: string;
  children: (data: T) => ReactNode;
}

/** A useAdminResource screen's body: loading, the error with "Try again", then the data. */
export function AdminResourceView<T>({
  resource,
  onRetry,
  loadingText,
  children,
}: AdminResourceViewProps<T>) {
  return (
    <>
      <RetryNotice
        message={resource.state === 'failed' ? resource.message : undefined}
        onRetry={onRetry}
      />
      {resource.state === 'loading' && (
        <p role="status" className="text-slate-600">
          {loadingText}
        </p>
      )}
      {resource.state === 'ready' && children(resource.data)}
    </>
  );
}
