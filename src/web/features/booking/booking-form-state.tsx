import { createContext, type ReactNode, useContext } from 'react';
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingForm as BookingFormValues,
} from '#shared/booking/booking-schema.ts';
import { fittingPlaceIssues } from '#web/lib/fitting-place.ts';
import type { FormCheck } from '#web/lib/forms/check-form.ts';
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

/**
 * The shared schema, and what the server would refuse about the fitting place (a home visit's
 * street address, a dealer installation's centre), so the form says it before payment.
 */
const bookingFormCheck: FormCheck<BookingFormInput, BookingFormValues> = {
  safeParse(values) {
    const result = BookingFormSchema.safeParse(values);
    const place = fittingPlaceIssues(values);
    if (place.length === 0) return result;
    const issues = result.success ? [] : result.error.issues;
    return { success: false, error: { issues: [...issues, ...place] } };
  },
};

export function useBookingForm(defaultValues: Partial<BookingFormInput>): BookingFormState {
  return useForm(defaultValues, bookingFormCheck);
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
