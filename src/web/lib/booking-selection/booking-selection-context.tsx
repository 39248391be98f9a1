import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { BookingForm } from '#shared/booking/booking-schema.ts';
import type { ServiceKey } from '#shared/catalog/services.ts';
import { useInBrowser } from '../use-in-browser.ts';
import {
  type BookingDetails,
  type BookingSelection,
  EMPTY_SELECTION,
  withBookingForm,
  withService,
} from './booking-selection.ts';
import { readStoredSelection, storeSelection } from './selection-storage.ts';

interface BookingSelectionStore {
  selection: BookingSelection;
  selectService: (service: ServiceKey) => void;
  /** Back to the service grid, keeping whatever details were typed so far. */
  changeService: (draft: BookingDetails) => void;
  saveBookingForm: (form: BookingForm) => void;
  /** The chosen slot was refused at payment: the form asks for another, all else kept. */
  clearAppointmentSlot: () => void;
  /** Sets the order number unless the selection already carries one (a reload keeps it). */
  assignOrderId: (orderId: string) => void;
  resetSelection: () => void;
}

const BookingSelectionContext = createContext<BookingSelectionStore | null>(null);

export function BookingSelectionProvider({ children }: { children: ReactNode }) {
  // Read once; shown only once the browser has taken over, so hydration sees the empty selection
  // the server rendered with (a reload mid-booking shows the service grid for that moment).
  const [stored] = useState(readStoredSelection);
  const [changed, setChanged] = useState<BookingSelection | null>(null);
  const inBrowser = useInBrowser();
  const selection = changed ?? (inBrowser ? stored : EMPTY_SELECTION);

  // Written on changes only: what was just read is stored already, and writing it back could
  // replace a selection stored since (the benchmark stores one before the first render ends).
  useEffect(() => {
    if (changed) storeSelection(changed);
  }, [changed]);

  // Actions never change, so effects that depend on them (e.g. assigning an order number) run once.
  const actions = useMemo<Omit<BookingSelectionStore, 'selection'>>(() => {
    const update = (change: (current: BookingSelection) => BookingSelection) =>
      setChanged((current) => change(current ?? stored));
    return {
      selectService: (service) => update((current) => withService(current, service)),
      changeService: (draft) =>
        update((current) => ({ ...current, ...draft, service: undefined, vehicleType: undefined })),
      saveBookingForm: (form) => update((current) => withBookingForm(current, form)),
      clearAppointmentSlot: () => update((current) => ({ ...current, appointmentSlot: '' })),
      assignOrderId: (orderId) =>
        update((current) => (current.orderId ? current : { ...current, orderId })),
      resetSelection: () => setChanged(EMPTY_SELECTION),
    };
  }, [stored]);
  const store = useMemo(() => ({ selection, ...actions }), [selection, actions]);

  return <BookingSelectionContext value={store}>{children}</BookingSelectionContext>;
}

export function useBookingSelection(): BookingSelectionStore {
  const store = useContext(BookingSelectionContext);
  if (!store) throw new Error('useBookingSelection needs a BookingSelectionProvider above it');
  return store;
}
