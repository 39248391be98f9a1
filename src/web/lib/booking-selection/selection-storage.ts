import { type BookingSelection, EMPTY_SELECTION, parseSelection } from './booking-selection.ts';

// sessionStorage: the selection survives a reload of the tab but not a closed browser.
const STORAGE_KEY = 'hsrp.bookingSelection';

export function readStoredSelection(): BookingSelection {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? parseSelection(JSON.parse(raw)) : EMPTY_SELECTION;
  } catch {
    // Storage blocked (private mode, policies) or corrupt JSON: start a fresh selection.
    return EMPTY_SELECTION;
  }
}

export function storeSelection(selection: BookingSelection): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Without storage the booking still works; only a reload loses it.
  }
}
