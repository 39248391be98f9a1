import type { ReactNode } from 'react';

interface PaymentCardProps {
  /** The panel's id; its heading's id derives from it (a title in Hindi makes no id). */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled panel on the payment page. */
export function PaymentCard({ id, title, children }: PaymentCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
