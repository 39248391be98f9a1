import type { InputHTMLAttributes } from 'react';
import { inputClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { AdminIcon } from './admin-icon';

interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A list's search box and its Search (submit) button, inside the list's search form. */
export function SearchField({
  id,
  label,
  hint,
  value,
  onValueChange,
  ...inputProps
}: SearchFieldProps) {
  return (
    <div>
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
          className={inputClass}
        />
        <Button type="submit">
          <AdminIcon name="search" className="size-4" />
          Search
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
