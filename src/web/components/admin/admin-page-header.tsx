import type { ReactNode } from 'react';

/** The page's one <h1>, a line about it and, on the right, its page-wide actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-slate-600 text-sm">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
