import { useState } from 'react';

const STORAGE_KEY = 'admin-go-live-hidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false; // Storage blocked: the checklist shows, which is the safe side.
  }
}

/** "Hide for now", remembered in this browser until the owner shows the checklist again. */
export function useChecklistHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(readHidden);
  const remember = (next: boolean) => {
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY, 'true');
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Without storage the choice holds until the page is reloaded.
    }
    setHidden(next);
  };
  return [hidden, remember];
}
