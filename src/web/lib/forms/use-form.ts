import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { FormMessage } from '../api-client.ts';
import { checkForm, type FormCheck, type FormErrors } from './check-form.ts';
import { rewriteAsTyped } from './rewrite-as-typed.ts';

/*
 * The customer forms' one way to hold values, errors and a submit, without a form library: they
 * are on the customer's pages, where every kilobyte counts (react-hook-form alone was 15 KB gzip,
 * decision 0028). Every form behaves alike: the shared schema checks on submit and gives each
 * field its first message, the first field in error (in the page's order) takes the focus, after
 * a submit each change checks its field again, and a double tap sends once.
 */

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FocusRef = (element: HTMLElement | null) => (() => void) | undefined;
type Name<Values> = keyof Values & string;

export interface CustomerForm<Values, Output> {
  values: Partial<Values>;
  /** Each field's message: a key (the schema's) or the server's answer (FormMessage, api-client.ts). */
  errors: FormErrors<Values>;
  /** True while an asynchronous submit is on its way. */
  submitting: boolean;
  setValue: <N extends Name<Values>>(name: N, value: Values[N]) => void;
  /** Shows these messages at their fields (a name the form does not show is kept unseen). */
  setErrors: (errors: Partial<Record<string, FormMessage | undefined>>) => void;
  /** Back to these values, with no message shown. */
  reset: (values: Partial<Values>) => void;
  /** A text control's props: its value, its change (rewritten as typed by `transform`) and ref. */
  field: (
    name: Name<Values>,
    transform?: (value: string) => string,
  ) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<FieldElement>) => void;
    ref: FocusRef;
  };
  /** One radio button's props in the group `name`. */
  radio: (
    name: Name<Values>,
    value: string,
  ) => { name: string; value: string; checked: boolean; onChange: () => void; ref: FocusRef };
  /** A ref for the control that takes the focus when `name` is in error. */
  focusRef: (name: Name<Values>) => FocusRef;
  /**
   * The form's onSubmit: checks everything, then hands over the schema's output. A promise keeps
   * the form busy until it settles; with `leaves`, a resolved one keeps it busy (the page goes on),
   * and a rejected one means "stay": `onValid` has shown why before it rejected.
   */
  handleSubmit: (
    onValid: (data: Output) => unknown,
    options?: { leaves?: boolean },
  ) => (event?: FormEvent) => void;
}

const inPageOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export function useForm<Values extends object, Output = Values>(
  defaultValues: Partial<Values>,
  check?: FormCheck<Values, Output>,
): CustomerForm<Values, Output> {
  const [values, setValues] = useState(defaultValues);
  // The values with every change so far, also those of this event not rendered yet.
  const latest = useRef(defaultValues);
  const [errors, setShownErrors] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // Set at once: a re-render comes too late to stop a fast double tap.
  const inFlight = useRef(false);
  // The controls of each field (a radio group has several; the first in the page takes the focus).
  const controls = useRef(new Map<Name<Values>, Set<HTMLElement>>());

  const setValue = <N extends Name<Values>>(name: N, value: Values[N]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) {
      const message = checkForm(check, next).errors[name];
      setShownErrors((shown) => ({ ...shown, [name]: message }));
    }
  };

  const focusRef = (name: Name<Values>) => (element: HTMLElement | null) => {
    if (!element) return undefined;
    const known = controls.current.get(name) ?? new Set();
    controls.current.set(name, known.add(element));
    return () => {
      known.delete(element);
    };
  };

  const focusFirstError = (shown: FormErrors<Values>) => {
    const inError = [...controls.current]
      .filter(([name]) => shown[name])
      .flatMap(([, elements]) => [...elements]);
    inError.sort(inPageOrder)[0]?.focus();
  };

  return {
    values,
    errors,
    submitting,
    setValue,
    setErrors: (messages) => setShownErrors((shown) => ({ ...shown, ...messages })),
    reset: (next) => {
      latest.current = next;
      submitted.current = false;
      setValues(next);
      setShownErrors({});
    },
    field: (name, transform) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => {
        const control = event.target;
        if (transform && !(control instanceof HTMLSelectElement)) {
          rewriteAsTyped(control, transform);
        }
        setValue(name, control.value as Values[typeof name]);
      },
      ref: focusRef(name),
    }),
    radio: (name, value) => ({
      name,
      value,
      checked: values[name] === value,
      onChange: () => setValue(name, value as Values[typeof name]),
      ref: focusRef(name),
    }),
    focusRef,
    handleSubmit: (onValid, options) => (event) => {
      event?.preventDefault();
      if (inFlight.current) return;
      submitted.current = true;
      const checked = checkForm(check, latest.current);
      setShownErrors(checked.errors);
      if (checked.data === undefined) return focusFirstError(checked.errors);
      const sent = onValid(checked.data);
      if (!(sent instanceof Promise)) return;
      inFlight.current = true;
      setSubmitting(true);
      const done = () => {
        inFlight.current = false;
        setSubmitting(false);
      };
      sent.then(() => options?.leaves || done(), done);
    },
  };
}
