import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '../form/form-field.tsx';

export type TextFieldSpec<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  hint?: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

/**
 * An admin form's one-line inputs, labelled, with hint and error, two columns from `sm` up.
 * `onEdit` runs on every change (a save's "Saved" gives way once the admin types again).
 */
export function TextFields<T extends FieldValues>({
  form,
  fields,
  idPrefix,
  onEdit,
}: {
  form: UseFormReturn<T>;
  fields: readonly TextFieldSpec<T>[];
  idPrefix: string;
  onEdit: () => void;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, hint, wide, ...inputProps }) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name]?.message;
        const message = typeof error === 'string' ? error : undefined;
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            <FormField id={id} label={label} hint={hint} error={message}>
              <input
                {...inputProps}
                {...form.register(name, { onChange: onEdit })}
                {...fieldAria(id, message, hint)}
                className={inputClass}
              />
            </FormField>
          </div>
        );
      })}
    </div>
  );
}
