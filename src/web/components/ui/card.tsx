import type { ComponentProps } from 'react';

/** The white, rounded, bordered panel most screens are built from. */
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `${cardClass} ${className}` : cardClass} {...props} />;
}
