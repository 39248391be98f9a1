import { type RefObject, useEffect, useRef } from 'react';

/**
 * Holds back the submit of the form around `inside` while `closed`, calling `onHeld` and moving
 * the focus to `inside`'s first control instead. For a step the form loads lazily: it closes the
 * form itself, so the form's own code (on the customer path, where bytes count) knows nothing of
 * it. The listener sits on the form element, so it runs before the event bubbles to React's root
 * and the form's onSubmit, and stopping it there keeps that from running.
 */
export function useSubmitGate(
  inside: RefObject<HTMLElement | null>,
  closed: boolean,
  onHeld: () => void,
): void {
  const state = useRef({ closed, onHeld });
  state.current = { closed, onHeld };
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    const hold = (event: Event) => {
      if (!state.current.closed) return;
      event.preventDefault();
      event.stopPropagation();
      state.current.onHeld();
      inside.current
        ?.querySelector<HTMLElement>('input:not([disabled]),button:not([disabled])')
        ?.focus();
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, [inside]);
}
