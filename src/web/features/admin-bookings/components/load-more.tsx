import { buttonClass, ErrorNotice } from '../../admin/components/notice';

interface LoadMoreProps {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  error?: string;
  onLoadMore: () => void;
}

/** Spec section 4: disabled once a page came back short (the server then sends no cursor). */
export function LoadMore({ shown, hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <ErrorNotice message={error} />
      <button
        type="button"
        onClick={onLoadMore}
        disabled={!hasMore || loading}
        className={buttonClass.secondary}
      >
        {loading ? 'Loading…' : 'Load more'}
      </button>
      <p className="text-slate-600 text-xs">
        {hasMore ? `${shown} shown` : `All ${shown} matching bookings shown`}
      </p>
    </div>
  );
}
