/**
 * A grey bar exactly one line of the surrounding text high, standing in for a value that is
 * still loading, so the value arriving moves nothing (no layout shift).
 */
export function TextPlaceholder({ className }: { className: string }) {
  return (
    <span
      className={`inline-block h-lh animate-pulse rounded bg-slate-200 align-top ${className}`}
      aria-hidden="true"
    />
  );
}
