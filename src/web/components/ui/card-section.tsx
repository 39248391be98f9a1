import type { ReactNode } from 'react';
import { cardClass } from './card.tsx';

interface CardSectionProps {
  /** The heading gets `${id}-heading`. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A card that is a named region: its <h2> title names it for screen readers. */
export function CardSection({ id, title, className, children }: CardSectionProps) {
  const headingId = `${id}-heading`;
  const classes = `${cardClass} space-y-4 sm:p-6`;
  return (
    <section
      aria-labelledby={headingId}
      className={className ? `${classes} ${className}` : classes}
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
