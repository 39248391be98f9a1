/** What the price panel shows until the live storefront has arrived (or when it failed). */
export function StorefrontStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 px-4 py-3 text-red-800 text-sm">
        <p>We could not load the current prices. Please check your connection.</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading prices</span>
      <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" aria-hidden="true" />
    </div>
  );
}

/** The QR panel meanwhile; the price panel above carries the announcement and "Try again". */
export function PaymentPlaceholder({ failed }: { failed: boolean }) {
  if (failed) {
    return <p className="text-slate-600 text-sm">The payment QR appears once prices load.</p>;
  }
  return (
    <div className="mx-auto size-56 animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
  );
}
