import type { ReactNode } from 'react';

const cardClass = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * A titled card grouping related fields of the booking form. Deliberately not a named region:
 * a region called "Address" would compete with the Address field for its label.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={cardClass}>
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

/** The same card for a radio group, whose <legend> already names it. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className={cardClass}>{children}</div>;
}
