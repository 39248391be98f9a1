import { buttonClass, ErrorNotice } from './notice';

interface LoadMoreProps {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  error?: string;
  onLoadMore: () => void;
  /** What the list holds, plural: "bookings", "leads". */
  noun: string;
}

/** Spec section 4: disabled once a page came back short (the server then sends no cursor). */
export function LoadMore({ shown, hasMore, loading, error, onLoadMore, noun }: LoadMoreProps) {
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
        {hasMore ? `${shown} shown` : `All ${shown} matching ${noun} shown`}
      </p>
    </div>
  );
}
