import { type InputHTMLAttributes, useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import {
  type CreateLeadInput,
  CreateLeadSchema,
  type LeadSource,
} from '#shared/leads/lead-schema.ts';
import { FormField, fieldAria } from '#web/components/form/form-field.tsx';
import { toMobileDigits } from '#web/components/form/transform-input.ts';
import { heroButtonClass } from '#web/components/ui/hero-button.ts';
import type { enMovers } from '#web/i18n/en-movers.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { formMessages } from '#web/i18n/messages.ts';
import { leadFormMessages, moversMessages } from '#web/i18n/movers-messages.ts';
import { type MessageTexts, showMessage } from '#web/i18n/use-form-message.ts';
import { type FormMessage, fieldMessagesOf, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { createLead } from '../api/create-lead.ts';
import { type MoveRoute, moversInputClass, QUOTE_NAME_ID } from '../movers-sections.ts';

const QUOTE_FIELDS = ['name', 'phone', 'from', 'to', 'notes'] as const;
type QuoteField = (typeof QUOTE_FIELDS)[number];

const EMPTY_QUOTE: Record<QuoteField, string> = {
  name: '',
  phone: '',
  from: '',
  to: '',
  notes: '',
};

type MoversText = keyof typeof enMovers.movers;

const TEXT_FIELDS: ({ name: QuoteField; labelKey: MoversText; hintKey?: MoversText } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
>)[] = [
  { name: 'name', labelKey: 'name', autoComplete: 'name' },
  {
    name: 'phone',
    labelKey: 'mobile',
    hintKey: 'mobileHint',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  { name: 'from', labelKey: 'from', hintKey: 'optional', autoComplete: 'off' },
  { name: 'to', labelKey: 'to', hintKey: 'optional', autoComplete: 'off' },
];

/**
 * The movers quote request and "Call Me Back" (docs/product.md#movers-page-and-leads): both create
 * a lead on the server from the same name and mobile number, and show its promise of a call within
 * 10 minutes.
 */
export function QuoteForm({ route }: { route: MoveRoute }) {
  const form = useForm<CreateLeadInput, z.output<typeof CreateLeadSchema>>(
    EMPTY_QUOTE,
    CreateLeadSchema,
  );
  const { errors } = form;
  const t = useMessages(moversMessages);
  // The entry's messages and the quote form's own (leadMessages), which only this chunk carries.
  const texts: MessageTexts = { ...useMessages(formMessages), ...useMessages(leadFormMessages) };
  const formMessage = (message: FormMessage | null | undefined) => showMessage(message, texts);
  // Which button sent: it alone says "Sending…".
  const [source, setSource] = useState<LeadSource>('quote');
  const sending = form.submitting ? source : null;
  const [result, setResult] = useState<{ ok: boolean; message: FormMessage }>();

  // "Go" in the instant estimate fills in the two PIN codes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new route fills them in.
  useEffect(() => {
    if (!route.from && !route.to) return;
    form.setValue('from', route.from);
    form.setValue('to', route.to);
  }, [route]);

  const send = (from: LeadSource) =>
    form.handleSubmit(async (lead) => {
      setSource(from);
      setResult(undefined);
      try {
        const message = await createLead({ ...lead, source: from });
        form.reset(EMPTY_QUOTE);
        setResult({ ok: true, message });
      } catch (failure) {
        form.setErrors(fieldMessagesOf(failure));
        setResult({ ok: false, message: refusalOf(failure, 'sendFailed') });
      }
    });

  const notesError = formMessage(errors.notes);
  const register = (name: QuoteField) =>
    form.field(name, name === 'phone' ? toMobileDigits : undefined);

  return (
    <form
      noValidate
      onSubmit={send('quote')}
      className="space-y-4 rounded-2xl bg-white p-5 text-slate-900 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, labelKey, hintKey, ...inputProps }) => {
          const id = name === 'name' ? QUOTE_NAME_ID : `quote-${name}`;
          const error = formMessage(errors[name]);
          const hint = hintKey && t[hintKey];
          return (
            <FormField key={name} id={id} label={t[labelKey]} hint={hint} error={error}>
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
      <FormField id="quote-notes" label={t.notes} hint={t.notesHint} error={notesError}>
        <textarea
          {...register('notes')}
          {...fieldAria('quote-notes', notesError, t.notesHint)}
          rows={3}
          className={moversInputClass}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="submit" disabled={sending !== null} className={heroButtonClass.amber}>
          {sending === 'quote' ? t.sending : t.getQuote}
        </button>
        <button
          type="button"
          onClick={send('callback')}
          disabled={sending !== null}
          className="rounded-lg border-2 border-teal-700 px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50 disabled:cursor-wait disabled:opacity-70"
        >
          {sending === 'callback' ? t.sending : t.callMeBack}
        </button>
      </div>
      <p className="text-slate-600 text-sm">{t.justCall}</p>
      {/* Always mounted: screen readers announce a message that appears in an existing region. */}
      <p
        role="status"
        className="rounded-lg bg-teal-50 px-4 py-3 font-medium text-teal-900 empty:hidden"
      >
        {result?.ok ? formMessage(result.message) : ''}
      </p>
      <p
        role="alert"
        className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden"
      >
        {result && !result.ok ? formMessage(result.message) : ''}
      </p>
    </form>
  );
}
