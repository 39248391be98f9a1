import type { ReactNode } from 'react';

/** The band at the top of inner pages with the page's single <h1>. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-blue-900 to-blue-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {children && <div className="mt-2 max-w-2xl text-blue-100">{children}</div>}
      </div>
    </div>
  );
}
