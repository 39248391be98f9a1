import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { UpiIdSchema } from '@shared/admin/admin-settings';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '@shared/catalog/services';
import { UPI_ID_MESSAGE } from '@shared/payment/upi';
import type { PaymentOption } from '@shared/storefront/storefront';
import { type FormEvent, useRef, useState } from 'react';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { SaveBar, type SaveResult } from '@/features/admin/components/save-bar';
import { savePaymentOption } from '@/features/admin-qr-codes/api/save-payment-option';
import { checkQrImage } from '@/features/admin-qr-codes/qr-image-file';
import { errorMessage } from '@/lib/api-client';
import { QrImageField } from './qr-image-field';

const UPI_HINT = 'For example yourname@bank. Leave empty to show the QR image only.';

interface QrCardProps {
  vehicleType: VehicleType;
  option: PaymentOption;
  onSaved: (option: PaymentOption) => void;
}

export function QrCard({ vehicleType, option, onSaved }: QrCardProps) {
  const title = `${VEHICLE_TYPE_LABELS[vehicleType]} QR`;
  const id = `qr-${vehicleType}`;
  const [upiId, setUpiId] = useState(option.upiId ?? '');
  const [upiTouched, setUpiTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>();
  const fileInput = useRef<HTMLInputElement>(null);

  // Spec section 5: an invalid id marks the input and blocks saving; an empty one is allowed.
  const upiValid = UpiIdSchema.safeParse(upiId).success;
  const upiError = upiValid || !upiTouched ? undefined : UPI_ID_MESSAGE;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUpiTouched(true);
    setResult(undefined);
    if (!upiValid || fileError) return;
    setSaving(true);
    try {
      const saved = await savePaymentOption(vehicleType, upiId.trim(), file);
      onSaved({ upiId: saved.upiId, qrImageUrl: saved.qrImageUrl });
      setUpiId(saved.upiId ?? '');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setResult({ ok: true, message: saved.message });
    } catch (failure) {
      setResult({ ok: false, message: errorMessage(failure, ADMIN_MESSAGES.qrSaveFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <form noValidate onSubmit={save} className="mt-4 space-y-4">
        <QrImageField
          id={`${id}-image`}
          title={title}
          currentUrl={option.qrImageUrl}
          file={file}
          error={fileError}
          inputRef={fileInput}
          onChange={(chosen) => {
            setFile(chosen && !checkQrImage(chosen) ? chosen : null);
            setFileError(chosen ? (checkQrImage(chosen) ?? undefined) : undefined);
            setResult(undefined);
          }}
        />
        <FormField id={`${id}-upi`} label="UPI ID" hint={UPI_HINT} error={upiError}>
          <input
            {...fieldAria(`${id}-upi`, upiError, UPI_HINT)}
            // Marked invalid as soon as it is (not only after a save attempt), as the spec asks.
            aria-invalid={upiValid ? undefined : true}
            value={upiId}
            onChange={(event) => {
              setUpiId(event.target.value);
              setResult(undefined);
            }}
            onBlur={() => setUpiTouched(true)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={321}
            className={inputClass}
          />
        </FormField>
        <SaveBar saving={saving} result={result} />
      </form>
    </section>
  );
}
