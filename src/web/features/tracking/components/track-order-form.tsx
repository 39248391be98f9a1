import { useState } from 'react';
import {
  type TrackedOrder,
  type TrackOrderInput,
  TrackOrderSchema,
} from '#shared/tracking/track-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { toUpperCase } from '#web/components/form/transform-input.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { trackingMessages } from '#web/i18n/lazy-messages.ts';
import { type FormMessage, fieldMessagesOf, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { trackOrder } from '../api/track-order.ts';
import { useTrackMessage } from '../use-track-message.ts';

const FIELDS = [
  { name: 'orderId', labelKey: 'orderNumber', hintKey: 'orderNumberHint', maxLength: 40 },
  { name: 'regNumber', labelKey: 'regNumber', hintKey: 'regNumberHint', maxLength: 20 },
] as const;

interface TrackOrderFormProps {
  /** From the customer mails' link (/track?order=…). */
  defaultOrderId: string;
  /** The order found, or null when the last look-up failed. */
  onResult: (order: TrackedOrder | null) => void;
}

export function TrackOrderForm({ defaultOrderId, onResult }: TrackOrderFormProps) {
  const form = useForm<TrackOrderInput>(
    { orderId: defaultOrderId, regNumber: '' },
    TrackOrderSchema,
  );
  const { errors, submitting } = form;
  const t = useMessages(trackingMessages);
  const formMessage = useTrackMessage();
  const [failure, setFailure] = useState<FormMessage | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      onResult(await trackOrder(input));
    } catch (error) {
      onResult(null);
      setFailure(refusalOf(error, 'lookupFailed'));
      form.setErrors(fieldMessagesOf(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, labelKey, hintKey, maxLength }) => {
          const id = `track-${name}`;
          const error = formMessage(errors[name]);
          return (
            <FormField key={name} id={id} label={t[labelKey]} error={error} hint={t[hintKey]}>
              <input
                {...fieldAria(id, error, t[hintKey])}
                {...form.field(name, toUpperCase)}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={maxLength}
                className={inputClass}
              />
            </FormField>
          );
        })}
      </div>
      {failure && <Alert>{formMessage(failure)}</Alert>}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t.lookingUp : t.track}
      </Button>
    </form>
  );
}
