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
        rewriteAsTyped(control, transform);
      }
      return registration.onChange(event);
    },
  };
}

/** Rewrites the control's value in place, the caret staying after the same kept characters. */
export function rewriteAsTyped(control: TextControl, transform: (value: string) => string) {
  const { value, selectionStart } = control;
  const next = transform(value);
  if (next === value) return;
  control.value = next;
  if (selectionStart === null) return;
  const caret = transform(value.slice(0, selectionStart)).length;
  control.setSelectionRange(caret, caret);
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');
/** A PIN code's six digits. Not maxLength: it would cut a pasted "247-667" before the dash goes. */
export const toPinCode = (value: string) => onlyDigits(value).slice(0, 6);
export const toUpperCase = (value: string) => value.toUpperCase();

/**
 * Keeps only digits and drops an Indian trunk or country prefix that autofill and pasted numbers
 * often carry ("098765 43210", "+91 98765 43210"), so the 10-digit rule checks the real number.
 */
export function toMobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits;
}
