import type { ComponentProps } from 'react';

/** A red box that screen readers announce as it appears: what went wrong and what to do. */
export function Alert({ className, ...props }: ComponentProps<'div'>) {
  const classes =
    'rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm';
  return (
    <div role="alert" className={className ? `${classes} ${className}` : classes} {...props} />
  );
}
