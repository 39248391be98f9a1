import type { ReactNode } from 'react';

/** A titled panel on the payment page. */
export function PaymentCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `payment-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
