import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TrackedOrder,
  type TrackOrderInput,
  TrackOrderSchema,
} from '#shared/tracking/track-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { toUpperCase, withInputTransform } from '#web/components/form/transform-input.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { en } from '#web/i18n/en.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { trackingMessages } from '#web/i18n/lazy-messages.ts';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { trackOrder } from '../api/track-order.ts';

// Kept in English like the server's messages; shown through useFormMessage().
const LOOKUP_FAILED = en.formMessages.lookupFailed;

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
  const form = useForm<TrackOrderInput>({
    resolver: zodResolver(TrackOrderSchema),
    defaultValues: { orderId: defaultOrderId, regNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useMessages(trackingMessages);
  const formMessage = useFormMessage();
  const [failure, setFailure] = useState<string | null>(null);
  // isSubmitting re-renders too late for a fast double tap; the ref stops a second request.
  const inFlight = useRef(false);

  const submit = form.handleSubmit(async (input) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      onResult(await trackOrder(input));
    } catch (error) {
      onResult(null);
      setFailure(errorMessage(error, LOOKUP_FAILED));
      if (error instanceof ApiError) {
        for (const { name } of FIELDS) {
          const message = error.fieldErrors[name];
          if (message) form.setError(name, { message });
        }
      }
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, labelKey, hintKey, maxLength }) => {
          const id = `track-${name}`;
          const error = formMessage(errors[name]?.message);
          return (
            <FormField key={name} id={id} label={t[labelKey]} error={error} hint={t[hintKey]}>
              <input
                {...fieldAria(id, error, t[hintKey])}
                {...withInputTransform(form.register(name), toUpperCase)}
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
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.lookingUp : t.track}
      </Button>
    </form>
  );
}
