import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import {
  type TrackedOrder,
  type TrackOrderInput,
  TrackOrderSchema,
} from '@shared/tracking/track-schema';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { toUpperCase, withInputTransform } from '@/components/form/transform-input';
import { trackOrder } from '@/features/tracking/api/track-order';
import { en } from '@/i18n/en';
import { trackingMessages } from '@/i18n/messages';
import { useFormMessage } from '@/i18n/use-form-message';
import { ApiError, errorMessage } from '@/lib/api-client';

// Kept in English like the server's messages; shown through useFormMessage().
const LOOKUP_FAILED = en.formMessages.lookupFailed;

const FIELD_NAMES = ['orderId', 'regNumber'] as const;

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
  const t = useStore(trackingMessages);
  const formMessage = useFormMessage();
  const orderIdError = formMessage(errors.orderId?.message);
  const regNumberError = formMessage(errors.regNumber?.message);
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
        for (const name of FIELD_NAMES) {
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
        <FormField
          id="track-orderId"
          label={t.orderNumber}
          error={orderIdError}
          hint={t.orderNumberHint}
        >
          <input
            {...fieldAria('track-orderId', orderIdError, t.orderNumberHint)}
            {...withInputTransform(form.register('orderId'), toUpperCase)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className={inputClass}
          />
        </FormField>
        <FormField
          id="track-regNumber"
          label={t.regNumber}
          error={regNumberError}
          hint={t.regNumberHint}
        >
          <input
            {...fieldAria('track-regNumber', regNumberError, t.regNumberHint)}
            {...withInputTransform(form.register('regNumber'), toUpperCase)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            className={inputClass}
          />
        </FormField>
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm"
        >
          {formMessage(failure)}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow hover:bg-blue-800 disabled:cursor-wait disabled:bg-blue-400 sm:w-auto"
      >
        {isSubmitting ? t.lookingUp : t.track}
      </button>
    </form>
  );
}
