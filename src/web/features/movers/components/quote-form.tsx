import { zodResolver } from '@hookform/resolvers/zod';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  type CreateLeadInput,
  CreateLeadSchema,
  type LeadSource,
} from '../../../../shared/leads/lead-schema';
import { FormField, fieldAria } from '../../../components/form/form-field';
import { toMobileDigits, withInputTransform } from '../../../components/form/transform-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createLead } from '../api/create-lead';
import { type MoveRoute, moversInputClass, QUOTE_NAME_ID } from '../movers-sections';

type QuoteField = 'name' | 'phone' | 'from' | 'to' | 'notes';

const EMPTY_QUOTE: Record<QuoteField, string> = {
  name: '',
  phone: '',
  from: '',
  to: '',
  notes: '',
};

const TEXT_FIELDS: ({ name: QuoteField; label: string; hint?: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
>)[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'Mobile number',
    hint: '10 digits, without +91',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  { name: 'from', label: 'From (city or PIN)', hint: 'Optional', autoComplete: 'off' },
  { name: 'to', label: 'To (city or PIN)', hint: 'Optional', autoComplete: 'off' },
];

const NOTES_HINT = 'Optional: e.g. 2BHK, fridge, washing machine, two beds';
const SEND_FAILED = 'Could not send your request. Please try again or call us.';

/**
 * The movers quote request and "Call Me Back" (spec section 3): both create a lead on the server
 * from the same name and mobile number, and show its promise of a call within 10 minutes.
 */
export function QuoteForm({ route }: { route: MoveRoute }) {
  const form = useForm<CreateLeadInput, unknown, z.output<typeof CreateLeadSchema>>({
    resolver: zodResolver(CreateLeadSchema),
    defaultValues: EMPTY_QUOTE,
  });
  const { errors } = form.formState;
  const [sending, setSending] = useState<LeadSource | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  // Set at once, before React re-renders the disabled buttons: a double click sends once.
  const busy = useRef(false);

  // "Go" in the instant estimate fills in the two PIN codes.
  useEffect(() => {
    if (!route.from && !route.to) return;
    form.setValue('from', route.from);
    form.setValue('to', route.to);
  }, [route, form.setValue]);

  const send = (source: LeadSource) =>
    form.handleSubmit(async (lead) => {
      if (busy.current) return;
      busy.current = true;
      setSending(source);
      setResult(undefined);
      try {
        const message = await createLead({ ...lead, source });
        form.reset(EMPTY_QUOTE);
        setResult({ ok: true, message });
      } catch (failure) {
        if (failure instanceof ApiError) {
          for (const [field, message] of Object.entries(failure.fieldErrors)) {
            if (field in EMPTY_QUOTE) form.setError(field as QuoteField, { message });
          }
        }
        setResult({ ok: false, message: errorMessage(failure, SEND_FAILED) });
      } finally {
        busy.current = false;
        setSending(null);
      }
    });

  const register = (name: QuoteField) => {
    const registration = form.register(name);
    return name === 'phone' ? withInputTransform(registration, toMobileDigits) : registration;
  };

  return (
    <form
      noValidate
      onSubmit={send('quote')}
      className="space-y-4 rounded-2xl bg-white p-5 text-slate-900 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, hint, ...inputProps }) => {
          const id = name === 'name' ? QUOTE_NAME_ID : `quote-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} hint={hint} error={error}>
              <input
                {...inputProps}
                {...register(name)}
                {...fieldAria(id, error, hint)}
                className={moversInputClass}
              />
            </FormField>
          );
        })}
      </div>
      <FormField
        id="quote-notes"
        label="Notes or items list"
        hint={NOTES_HINT}
        error={errors.notes?.message}
      >
        <textarea
          {...register('notes')}
          {...fieldAria('quote-notes', errors.notes?.message, NOTES_HINT)}
          rows={3}
          className={moversInputClass}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="submit"
          disabled={sending !== null}
          className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300 disabled:cursor-wait disabled:opacity-70"
        >
          {sending === 'quote' ? 'Sending…' : 'Get Quote'}
        </button>
        <button
          type="button"
          onClick={send('callback')}
          disabled={sending !== null}
          className="rounded-lg border-2 border-teal-700 px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50 disabled:cursor-wait disabled:opacity-70"
        >
          {sending === 'callback' ? 'Sending…' : 'Call Me Back'}
        </button>
      </div>
      <p className="text-slate-600 text-sm">
        Just want a call? Leave your name and mobile number and tap Call Me Back.
      </p>
      {/* Always mounted: screen readers announce a message that appears in an existing region. */}
      <p
        role="status"
        className="rounded-lg bg-teal-50 px-4 py-3 font-medium text-teal-900 empty:hidden"
      >
        {result?.ok ? result.message : ''}
      </p>
      <p
        role="alert"
        className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden"
      >
        {result && !result.ok ? result.message : ''}
      </p>
    </form>
  );
}
