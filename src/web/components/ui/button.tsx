import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-blue-700 text-white shadow-sm hover:bg-blue-800 disabled:bg-blue-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60',
  ghost: 'text-blue-800 hover:bg-blue-50 disabled:opacity-60',
  /** An action that cannot be taken back without consequences (cancelling a booking). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-400',
} as const;

const SIZES = {
  /** An action inside a card or a list row. */
  sm: 'px-3 py-1.5 text-sm',
  /** Admin screens and small actions. */
  md: 'px-4 py-2 text-sm',
  /** A customer page's main action: full width on a phone. */
  lg: 'w-full px-6 py-3 sm:w-auto',
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The class string of a button, for a link that looks like one. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;
}

type ButtonProps = ComponentProps<'button'> & ButtonStyle;

/** A button of the house style; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  const classes = buttonClass({ variant, size });
  return (
    <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />
  );
}
