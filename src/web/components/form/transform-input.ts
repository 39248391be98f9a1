import type { UseFormRegisterReturn } from 'react-hook-form';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Rewrites a control's value as the customer types (upper-casing, dropping non-digits) before
 * react-hook-form sees it, keeping the caret where it was relative to the kept characters.
 */
export function withInputTransform<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  transform: (value: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const control: unknown = event.target;
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        rewrite(control, transform);
      }
      return registration.onChange(event);
    },
  };
}

function rewrite(control: TextControl, transform: (value: string) => string) {
  const { value, selectionStart } = control;
  const next = transform(value);
  if (next === value) return;
  control.value = next;
  if (selectionStart === null) return;
  const caret = transform(value.slice(0, selectionStart)).length;
  control.setSelectionRange(caret, caret);
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');
export const toUpperCase = (value: string) => value.toUpperCase();
