import { type FormEvent, useRef, useState } from 'react';
import { TransactionNumberSchema } from '#shared/booking/booking-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { appointmentMessages, paymentMessages } from '#web/i18n/lazy-messages.ts';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import { type SubmitError, toSubmitError } from '../submit-error.ts';
import { HoldPreviewNotice } from './hold-preview-notice.tsx';
import { ScreenshotField } from './screenshot-field.tsx';
import { SubmitErrorAlert } from './submit-error-alert.tsx';
import { UtrHelp } from './utr-help.tsx';

const TXN_ID = 'payment-txn';

interface PaymentProofFormProps {
  /** Sends the booking; resolves as the customer moves on, rejects to stay on the form. */
  onSubmit: (proof: { txnId: string; screenshot: File | null }) => Promise<void>;
  /** Back to the booking form to choose another fitting time (the chosen one was refused). */
  onPickAnotherTime: () => void;
}

/** The server refused the appointment (its slot filled up, or the day is no longer bookable). */
const isAppointmentRefusal = (error: SubmitError) =>
  Boolean(error.fieldErrors.appointmentSlot ?? error.fieldErrors.appointmentDay);

export function PaymentProofForm({ onSubmit, onPickAnotherTime }: PaymentProofFormProps) {
  const [txnId, setTxnId] = useState('');
  const [txnError, setTxnError] = useState<string>();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string>();
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // State updates are not synchronous; the ref stops a fast double tap from sending twice.
  const inFlight = useRef(false);
  const txnInput = useRef<HTMLInputElement>(null);
  const t = useMessages(paymentMessages);
  const appointmentTexts = useMessages(appointmentMessages);
  // Errors are kept in the schemas' English words and shown in the page's language.
  const shownTxnError = useFormMessage()(txnError);

  const checkTxnId = (value: string) => {
    const result = TransactionNumberSchema.safeParse(value);
    return result.success ? { txnId: result.data } : { error: result.error.issues[0]?.message };
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkTxnId(txnId);
    setTxnError(checked.error);
    if (checked.txnId === undefined) {
      txnInput.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit({ txnId: checked.txnId, screenshot });
    } catch (error) {
      const failure = toSubmitError(error);
      setSubmitError(failure);
      if (failure.fieldErrors.txnId) setTxnError(failure.fieldErrors.txnId);
      if (failure.fieldErrors.screenshot) setScreenshotError(failure.fieldErrors.screenshot);
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <FormField id={TXN_ID} label={t.txnLabel} error={shownTxnError} hint={t.txnHint}>
        <input
          ref={txnInput}
          {...fieldAria(TXN_ID, txnError, t.txnHint)}
          value={txnId}
          onChange={(event) => {
            setTxnId(event.target.value);
            if (txnError) setTxnError(checkTxnId(event.target.value).error);
          }}
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
        file={screenshot}
        error={screenshotError}
        onChange={(file, error) => {
          setScreenshot(file);
          setScreenshotError(error);
        }}
      />
      <HoldPreviewNotice />
      {submitError && <SubmitErrorAlert error={submitError} />}
      {submitError && isAppointmentRefusal(submitError) && (
        <Button variant="secondary" onClick={onPickAnotherTime}>
          {appointmentTexts.pickAnother}
        </Button>
      )}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
