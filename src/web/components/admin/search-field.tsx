import type { InputHTMLAttributes } from 'react';
import { inputClass } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';
import { AdminIcon } from './admin-icon.tsx';

interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The wrapper's, for its place in the form's grid. */
  className?: string;
}

/** A list's search box and its Search (submit) button, inside the list's search form. */
export function SearchField({
  id,
  label,
  hint,
  value,
  onValueChange,
  className,
  ...inputProps
}: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          {...inputProps}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          // min-w-0: a flex item never shrinks below its content's width otherwise, and the
          // box must take what the button leaves (on a 360 px phone it was squeezed to 38 px).
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button type="submit" className="shrink-0">
          <AdminIcon name="search" className="size-4" />
          {/* Icon only on phones: the box needs the width for a whole order number. */}
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-slate-500 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
