import {
  type ChangeEvent,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from 'react';
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingForm as BookingFormValues,
} from '#shared/booking/booking-schema.ts';
import { rewriteAsTyped } from '#web/components/form/transform-input.ts';

/*
 * The booking form's values, errors and submit, without a form library: it is one form on the way
 * to payment, where every kilobyte counts (react-hook-form alone was 15 KB gzip). It behaves as the
 * other forms do: the shared schema checks on submit and gives each field its first message, the
 * first field in error takes the focus, and after a submit each change checks its field again.
 */

export type BookingFieldName = Exclude<keyof BookingFormInput, 'service'>;
type Errors = Partial<Record<keyof BookingFormInput, string>>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FocusRef = (element: HTMLElement | null) => (() => void) | undefined;

/** The fields in the order the form shows them: the first in error takes the focus. */
const FIELD_ORDER = Object.keys(BookingFormSchema.shape) as (keyof BookingFormInput)[];

interface BookingFormState {
  values: Partial<BookingFormInput>;
  errors: Errors;
  setValue: (name: BookingFieldName, value: string) => void;
  /** A text control's props: its value, its change (rewritten as typed by `transform`) and ref. */
  field: (
    name: BookingFieldName,
    transform?: (value: string) => string,
  ) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<FieldElement>) => void;
    ref: FocusRef;
  };
  /** One radio button's props in the group `name`. */
  radio: (
    name: BookingFieldName,
    value: string,
  ) => {
    name: string;
    value: string;
    checked: boolean;
    onChange: () => void;
    ref: FocusRef;
  };
  /** A ref for the control that takes the focus when `name` is in error. */
  focusRef: (name: BookingFieldName) => FocusRef;
  /** The form's onSubmit: checks everything, then hands over the schema's output. */
  handleSubmit: (onValid: (form: BookingFormValues) => void) => (event: FormEvent) => void;
}

const BookingFormContext = createContext<BookingFormState | null>(null);

export function useBookingFormState(): BookingFormState {
  const state = useContext(BookingFormContext);
  if (!state) throw new Error('useBookingFormState outside BookingFormProvider');
  return state;
}

/** Each field's first message, as the form shows them. */
function checkForm(values: Partial<BookingFormInput>): {
  data: BookingFormValues | undefined;
  errors: Errors;
} {
  const result = BookingFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof BookingFormInput | undefined;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { data: undefined, errors };
}

export function useBookingForm(defaultValues: Partial<BookingFormInput>): BookingFormState {
  const [values, setValues] = useState(defaultValues);
  // The values with every change so far, also those of this event not rendered yet.
  const latest = useRef(defaultValues);
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  // The controls of each field (a radio group has several; the first in the page takes the focus).
  const controls = useRef(new Map<keyof BookingFormInput, Set<HTMLElement>>());

  const setValue = (name: BookingFieldName, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) {
      const message = checkForm(next).errors[name];
      setErrors((shown) => ({ ...shown, [name]: message }));
    }
  };

  const focusRef = (name: BookingFieldName) => (element: HTMLElement | null) => {
    if (!element) return undefined;
    const known = controls.current.get(name) ?? new Set();
    controls.current.set(name, known.add(element));
    return () => {
      known.delete(element);
    };
  };

  return {
    values,
    errors,
    setValue,
    field: (name, transform) => ({
      name,
      value: (values[name] as string | undefined) ?? '',
      onChange: (event) => {
        const control = event.target;
        if (transform && !(control instanceof HTMLSelectElement)) {
          rewriteAsTyped(control, transform);
        }
        setValue(name, control.value);
      },
      ref: focusRef(name),
    }),
    radio: (name, value) => ({
      name,
      value,
      checked: values[name] === value,
      onChange: () => setValue(name, value),
      ref: focusRef(name),
    }),
    focusRef,
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      submitted.current = true;
      const checked = checkForm(latest.current);
      setErrors(checked.errors);
      if (checked.data) return onValid(checked.data);
      const name = FIELD_ORDER.find(
        (field) => checked.errors[field] && controls.current.get(field)?.size,
      );
      const [first] = [...(name ? (controls.current.get(name) ?? []) : [])].sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      first?.focus();
    },
  };
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
