/**
 * One 24×24 line icon drawn from a path. Icon sets (customer, admin, movers) stay separate
 * modules so each page's chunk carries only its own paths. Decorative: the text beside an
 * icon carries the meaning, hence aria-hidden.
 */
export function SvgIcon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
