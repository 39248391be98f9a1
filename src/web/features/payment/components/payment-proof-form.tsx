import { type ReactNode, useState } from 'react';
import { PaymentProofSchema } from '#shared/booking/booking-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  appointmentMessages,
  fittingPlaceMessages,
  paymentMessages,
} from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { type SubmitError, toSubmitError } from '../submit-error.ts';
import { HoldPreviewNotice } from './hold-preview-notice.tsx';
import { ScreenshotField } from './screenshot-field.tsx';
import { SubmitErrorAlert } from './submit-error-alert.tsx';
import { UtrHelp } from './utr-help.tsx';

const TXN_ID = 'payment-txn';

interface Proof {
  txnId: string;
  screenshot: File | null;
}

interface PaymentProofFormProps {
  /** Sends the booking; resolves as the customer moves on, rejects to stay on the form. */
  onSubmit: (proof: Proof) => Promise<void>;
  /** Back to the booking form to choose another fitting time (the chosen one was refused). */
  onPickAnotherTime: () => void;
  /** Back to the booking form, showing the server's refusals of where to fit at their fields. */
  onChangePlace: (fieldErrors: SubmitError['fieldErrors']) => void;
  /** The booking's fitting centre: the hold's hours count on its working days. */
  centreId: string;
  /** Shown just above "Submit Payment": the policies to read before paying. */
  children: ReactNode;
}

/** The server refused the appointment (its slot filled up, or the day is no longer bookable). */
const isAppointmentRefusal = (error: SubmitError) =>
  Boolean(error.fieldErrors.appointmentSlot ?? error.fieldErrors.appointmentDay);

/** The server refused where to fit: no home visits to the PIN, no street address, no centre. */
const isPlaceRefusal = ({ fieldErrors }: SubmitError) =>
  Boolean(fieldErrors.installation ?? fieldErrors.address ?? fieldErrors.centreId);

export function PaymentProofForm({
  onSubmit,
  onPickAnotherTime,
  onChangePlace,
  centreId,
  children,
}: PaymentProofFormProps) {
  const form = useForm<Proof, { txnId: string }>(
    { txnId: '', screenshot: null },
    PaymentProofSchema,
  );
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const t = useMessages(paymentMessages);
  const appointmentTexts = useMessages(appointmentMessages);
  const placeTexts = useMessages(fittingPlaceMessages);
  // Errors are kept as keys (or the server's answer) and shown in the page's language.
  const txnError = useFormMessage()(form.errors.txnId);

  const submit = form.handleSubmit(
    async ({ txnId }) => {
      setSubmitError(null);
      try {
        await onSubmit({ txnId, screenshot: form.values.screenshot ?? null });
      } catch (error) {
        const failure = toSubmitError(error);
        setSubmitError(failure);
        form.setErrors(failure.fieldErrors);
        throw error;
      }
    },
    // On success the success page opens: the button stays busy until it does.
    { leaves: true },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField id={TXN_ID} label={t.txnLabel} error={txnError} hint={t.txnHint}>
        <input
          {...fieldAria(TXN_ID, txnError, t.txnHint)}
          {...form.field('txnId')}
          // A UTR is 12 digits: a phone shows its number pad. Spaces and dashes are still fine.
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          className={inputClass}
        />
      </FormField>
      <UtrHelp />
      <ScreenshotField
        file={form.values.screenshot ?? null}
        error={form.errors.screenshot}
        onChange={(file, error) => {
          form.setValue('screenshot', file);
          form.setErrors({ screenshot: error });
        }}
      />
      <HoldPreviewNotice centreId={centreId} />
      {submitError && <SubmitErrorAlert error={submitError} />}
      {submitError && isAppointmentRefusal(submitError) && (
        <Button variant="secondary" onClick={onPickAnotherTime}>
          {appointmentTexts.pickAnother}
        </Button>
      )}
      {submitError && isPlaceRefusal(submitError) && (
        <Button variant="secondary" onClick={() => onChangePlace(submitError.fieldErrors)}>
          {placeTexts.changePlace}
        </Button>
      )}
      {children}
      <Button type="submit" size="lg" disabled={form.submitting}>
        {form.submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
