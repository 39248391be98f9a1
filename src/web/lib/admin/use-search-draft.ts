import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/**
 * A search box's text. Typing applies it after a short pause, so each keystroke does not hit the
 * server; `submit` (the search form's onSubmit) applies it at once. When the applied search
 * changes elsewhere (the back button, a link), the box shows it.
 */
export function useSearchDraft(applied: string, apply: (search: string) => void) {
  const [draft, setDraft] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  const onApply = useEffectEvent(apply);

  // Adjusted while rendering (React's advice for state that follows a prop), not in an effect.
  if (applied !== shownApplied) {
    setShownApplied(applied);
    if (draft.trim() !== applied) setDraft(applied);
  }

  useEffect(() => {
    if (draft.trim() === applied) return;
    const timer = setTimeout(() => onApply(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft.trim());
  };

  return { draft, setDraft, submit };
}
