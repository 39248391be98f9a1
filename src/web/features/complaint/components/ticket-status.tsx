import { useState } from 'react';
import {
  type ComplaintState,
  type ComplaintStatusQuery,
  ComplaintStatusQuerySchema,
} from '#shared/complaints/complaint-schema.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { toMobileDigits, toUpperCase } from '#web/components/form/transform-input.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { complaintMessages } from '#web/i18n/complaint-messages.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { type FormMessage, fieldMessagesOf, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { checkComplaint } from '../api/check-complaint.ts';
import { useComplaintMessage } from '../use-complaint-message.ts';

/** "Check a ticket": its number and the mobile number it was made with show its state and replies. */
export function TicketStatus({ ticket }: { ticket: string }) {
  const form = useForm<ComplaintStatusQuery>({ ticket, phone: '' }, ComplaintStatusQuerySchema);
  const { errors, submitting } = form;
  const t = useMessages(complaintMessages);
  const locale = useLocale();
  const show = useComplaintMessage();
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [state, setState] = useState<ComplaintState | null>(null);

  const submit = form.handleSubmit(async (query) => {
    setFailure(null);
    try {
      setState(await checkComplaint(query));
    } catch (error) {
      setState(null);
      form.setErrors(fieldMessagesOf(error));
      setFailure(refusalOf(error, 'lookupFailed'));
    }
  });
  const ticketError = show(errors.ticket);
  const phoneError = show(errors.phone);

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="check-ticket" label={t.ticket} error={ticketError} hint={t.ticketHint}>
            <input
              {...form.field('ticket', toUpperCase)}
              {...fieldAria('check-ticket', ticketError, t.ticketHint)}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          </FormField>
          <FormField id="check-phone" label={t.mobile} error={phoneError}>
            <input
              {...form.field('phone', toMobileDigits)}
              {...fieldAria('check-phone', phoneError)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className={inputClass}
            />
          </FormField>
        </div>
        {failure && <Alert>{failure === 'lookupFailed' ? t.checkFailed : show(failure)}</Alert>}
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t.checking : t.check}
        </Button>
      </form>
      {state && (
        <div role="status" className="space-y-3 rounded-lg bg-slate-50 p-4 text-slate-800">
          <p className="font-semibold text-lg">{state.ticket}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.state}</dt>
            <dd className="font-medium">{t[state.status]}</dd>
            <dt className="text-slate-600">{t.filed}</dt>
            <dd>{formatIndiaDateTime(state.createdAt, locale)}</dd>
            <dt className="text-slate-600">{t.resolveBy}</dt>
            <dd>{formatIndiaDate(state.resolveBy, locale)}</dd>
          </dl>
          <h3 className="font-semibold">{t.replies}</h3>
          {state.replies.length === 0 ? (
            <p className="text-slate-600 text-sm">{t.noReplies}</p>
          ) : (
            <ul className="space-y-2">
              {state.replies.map((reply) => (
                <li key={reply.at} className="rounded-lg bg-white p-3 shadow-sm">
                  <p className="text-slate-500 text-xs">{formatIndiaDateTime(reply.at, locale)}</p>
                  <p className="whitespace-pre-line">{reply.text}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
