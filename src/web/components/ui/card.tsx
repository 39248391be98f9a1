import type { ComponentProps } from 'react';

/** A card's edge and background without its padding, for a card whose rows run edge to edge. */
export const cardFrameClass = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

/** The white, rounded, bordered panel most screens are built from. */
export const cardClass = `${cardFrameClass} p-5`;

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `${cardClass} ${className}` : cardClass} {...props} />;
}
