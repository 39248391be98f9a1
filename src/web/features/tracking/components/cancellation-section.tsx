import { useState } from 'react';
import * as z from 'zod/mini';
import { formatDay } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { CANCEL_REASON_MAX, CancelByLinkSchema } from '#shared/refunds/cancellation-schema.ts';
import type { TrackedCancellation } from '#shared/refunds/tracked-cancellation.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { cancelFormMessages, cancellationMessages } from '#web/i18n/cancellation-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { type FormMessage, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { cancelByLink } from '../api/cancel-by-link.ts';
import { useTrackMessage } from '../use-track-message.ts';

const ReasonSchema = z.object({ reason: CancelByLinkSchema.shape.reason });

interface CancellationSectionProps {
  order: TrackedOrder;
  /** The link's secret: only the link may ask to cancel. */
  token?: string;
  onChanged?: (order: TrackedOrder) => void;
}

/**
 * The tracking page's "Cancellation and refund": the customer's request and its state, the refund
 * (due by, or sent with its UPI reference) with the usual bank timelines, and, opened by the
 * link before the owner's cut-off, "Cancel this booking" (the server decides).
 */
export function CancellationSection({ order, token, onChanged }: CancellationSectionProps) {
  const t = useMessages(cancellationMessages);
  const refusals = useMessages(cancelFormMessages);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const state = order.cancellation;
  if (!state) return null;
  const waiting = state.request?.status === 'requested';
  const mayAsk = token && onChanged && !state.cannotCancel && !waiting;
  const showTooLate = token && state.cannotCancel === 'cancelTooLate' && !state.request;
  if (!state.request && !state.refund && !mayAsk && !showTooLate) return null;

  return (
    <CardSection id="cancellation" title={t.title}>
      <RequestState state={state} />
      <RefundLine state={state} />
      {showTooLate && <p className="text-slate-700 text-sm">{refusals.cancelTooLate}</p>}
      {mayAsk &&
        (open ? (
          <CancelForm
            token={token}
            onCancel={() => setOpen(false)}
            onSent={(next) => {
              setOpen(false);
              onChanged(next);
            }}
          />
        ) : (
          <div className="space-y-2">
            {state.cutoffAt && (
              <p className="text-slate-700 text-sm">
                {fill(t.openUntil, { when: formatIndiaDateTime(state.cutoffAt, locale) })}
              </p>
            )}
            <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
              {t.cancel}
            </Button>
          </div>
        ))}
    </CardSection>
  );
}

function RequestState({ state }: { state: TrackedCancellation }) {
  const t = useMessages(cancellationMessages);
  const locale = useLocale();
  const { request } = state;
  if (!request) return null;
  const text =
    request.status === 'requested'
      ? fill(t.requested, { when: formatIndiaDateTime(request.requestedAt, locale) })
      : request.status === 'approved'
        ? t.approved
        : fill(t.declined, { note: request.note ?? '' });
  return <p className="text-slate-800">{text}</p>;
}

function RefundLine({ state }: { state: TrackedCancellation }) {
  const t = useMessages(cancellationMessages);
  const locale = useLocale();
  const { refund } = state;
  if (!refund) return null;
  const amount = formatRupees(refund.amountPaise / 100);
  const sent = refund.status === 'sent' && refund.sentOn;
  return (
    <div className="space-y-1">
      <p className="font-semibold text-slate-900">
        {sent
          ? fill(t.refundSent, {
              amount,
              day: formatDay(refund.sentOn ?? '', locale, 'short'),
              upiRef: refund.upiRef ?? '',
            })
          : fill(t.refundDue, { amount, day: formatDay(refund.dueBy, locale, 'medium') })}
      </p>
      <p className="text-slate-600 text-sm">{sent ? t.refundSentHelp : t.refundDueHelp}</p>
    </div>
  );
}

function CancelForm({
  token,
  onSent,
  onCancel,
}: {
  token: string;
  onSent: (order: TrackedOrder) => void;
  onCancel: () => void;
}) {
  const t = useMessages(cancellationMessages);
  const formMessage = useTrackMessage();
  const form = useForm<{ reason: string }>({ reason: '' }, ReasonSchema);
  const [failure, setFailure] = useState<FormMessage>();
  const error = formMessage(form.errors.reason);

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      onSent(await cancelByLink(token, reason));
    } catch (caught) {
      setFailure(refusalOf(caught, 'serverFault'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-slate-200 border-t pt-4">
      <h3 className="font-semibold text-slate-900">{t.formTitle}</h3>
      <FormField id="cancel-reason" label={t.reason} hint={t.reasonHint} error={error}>
        <textarea
          {...fieldAria('cancel-reason', error, t.reasonHint)}
          {...form.field('reason')}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          className={inputClass}
        />
      </FormField>
      {failure && <Alert>{formMessage(failure)}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t.sending : t.send}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.keep}
        </Button>
      </div>
    </form>
  );
}
