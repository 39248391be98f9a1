type TextControl = HTMLInputElement | HTMLTextAreaElement;

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
