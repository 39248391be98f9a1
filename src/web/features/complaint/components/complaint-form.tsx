import { useState } from 'react';
import type * as z from 'zod/mini';
import {
  type ComplaintTicket,
  type CreateComplaintInput,
  CreateComplaintSchema,
} from '#shared/complaints/complaint-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { toMobileDigits, toUpperCase } from '#web/components/form/transform-input.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { complaintMessages } from '#web/i18n/complaint-messages.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { type FormMessage, fieldMessagesOf, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { fileComplaint } from '../api/file-complaint.ts';
import { useComplaintMessage } from '../use-complaint-message.ts';

type Field = 'name' | 'phone' | 'email' | 'orderId' | 'text';
const EMPTY: Record<Field, string> = { name: '', phone: '', email: '', orderId: '', text: '' };

const LINES = [
  { name: 'name', labelKey: 'name', autoComplete: 'name' },
  {
    name: 'phone',
    labelKey: 'mobile',
    hintKey: 'mobileHint',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  { name: 'email', labelKey: 'email', type: 'email', autoComplete: 'email' },
  { name: 'orderId', labelKey: 'orderNumber', hintKey: 'orderNumberHint', autoComplete: 'off' },
] as const;

/** The complaint itself: answered at once with its ticket (onFiled keeps it for the page). */
export function ComplaintForm({ onFiled }: { onFiled: (ticket: ComplaintTicket) => void }) {
  const form = useForm<CreateComplaintInput, z.output<typeof CreateComplaintSchema>>(
    EMPTY,
    CreateComplaintSchema,
  );
  const { errors, submitting } = form;
  const t = useMessages(complaintMessages);
  const locale = useLocale();
  const show = useComplaintMessage();
  const [failure, setFailure] = useState<FormMessage | null>(null);

  const submit = form.handleSubmit(async (complaint) => {
    setFailure(null);
    try {
      onFiled(await fileComplaint({ ...complaint, locale }));
      form.reset(EMPTY);
    } catch (error) {
      form.setErrors(fieldMessagesOf(error));
      setFailure(refusalOf(error, 'sendFailed'));
    }
  });
  const textError = show(errors.text);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {LINES.map(({ name, labelKey, ...input }) => {
          const id = `complaint-${name}`;
          const error = show(errors[name]);
          const hint = 'hintKey' in input ? t[input.hintKey] : undefined;
          const { hintKey: _, ...props } = { hintKey: '', ...input };
          return (
            <FormField key={name} id={id} label={t[labelKey]} error={error} hint={hint}>
              <input
                {...props}
                {...form.field(
                  name,
                  name === 'phone' ? toMobileDigits : name === 'orderId' ? toUpperCase : undefined,
                )}
                {...fieldAria(id, error, hint)}
                className={inputClass}
              />
            </FormField>
          );
        })}
      </div>
      <FormField id="complaint-text" label={t.text} error={textError}>
        <textarea
          {...form.field('text')}
          {...fieldAria('complaint-text', textError)}
          rows={6}
          maxLength={2000}
          className={inputClass}
        />
      </FormField>
      {failure && <Alert>{failure === 'sendFailed' ? t.sendFailed : show(failure)}</Alert>}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t.sending : t.send}
      </Button>
    </form>
  );
}
