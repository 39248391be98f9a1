import type { ReactNode } from 'react';

/** The title of a band on the home and movers pages. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-bold text-2xl text-slate-900 sm:text-3xl">
      {children}
    </h2>
  );
}
