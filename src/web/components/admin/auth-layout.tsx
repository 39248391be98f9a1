import type { ReactNode } from 'react';
import { cardFrameClass } from '../ui/card.tsx';
import { AdminMark } from './admin-mark.tsx';

/** The signed-out admin pages: one centred card with the page's heading. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10 focus:outline-none"
    >
      <div className="w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 font-bold text-slate-900">
          <AdminMark />
          HSRP Admin
        </p>
        <div className={`${cardFrameClass} p-6`}>
          <h1 className="font-bold text-slate-900 text-xl">{title}</h1>
          {description && <p className="mt-1 text-slate-600 text-sm">{description}</p>}
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </main>
  );
}
