import { createContext, type ReactNode, useContext } from 'react';
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingForm as BookingFormValues,
} from '#shared/booking/booking-schema.ts';
import { type CustomerForm, useForm } from '#web/lib/forms/use-form.ts';

/*
 * The booking form is the customer forms' one approach (lib/forms/use-form.ts) checked by the
 * shared BookingFormSchema; its sections are components of their own, so they read it from here.
 */

export type BookingFieldName = Exclude<keyof BookingFormInput, 'service'>;
type BookingFormState = CustomerForm<BookingFormInput, BookingFormValues>;

const BookingFormContext = createContext<BookingFormState | null>(null);

export function useBookingFormState(): BookingFormState {
  const state = useContext(BookingFormContext);
  if (!state) throw new Error('useBookingFormState outside BookingFormProvider');
  return state;
}

export function useBookingForm(defaultValues: Partial<BookingFormInput>): BookingFormState {
  return useForm(defaultValues, BookingFormSchema);
}

export function BookingFormProvider({
  form,
  children,
}: {
  form: BookingFormState;
  children: ReactNode;
}) {
  return <BookingFormContext.Provider value={form}>{children}</BookingFormContext.Provider>;
}
