import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. Keyboard users can only scroll what they can
 * focus, hence the tabIndex (and a name for the stop it adds).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={`overflow-auto ${className}`}>
      {children}
    </section>
  );
}
