import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { UpiIdSchema } from '#shared/admin/admin-settings.ts';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '#shared/catalog/services.ts';
import { UPI_ID_MESSAGE } from '#shared/payment/upi.ts';
import type { PaymentOption } from '#shared/storefront/storefront.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSavePaymentOption } from '../api/save-payment-option.ts';
import { checkQrImage } from '../qr-image-file.ts';
import { CustomerQrPreview } from './customer-qr-preview.tsx';
import { PayeePasswordDialog } from './payee-password-dialog.tsx';
import { QrImageField } from './qr-image-field.tsx';
import { RemoveQrImageField } from './remove-qr-image-field.tsx';

/** The server refused the password asked again (wrong, or too many tries): the dialog says so. */
const refusedPassword = (error: unknown) =>
  error instanceof ApiError &&
  ((error.status === 403 && 'password' in error.fieldErrors) || error.status === 429);

const HOLDER_HINT =
  'The name on the bank account, as your bank shows it: customers’ UPI apps show this name before they pay, and the payment page asks them to check it.';

const UPI_HINT =
  'For example yourname@bank. Customers get a QR made from it that fills in the amount and order number.';

export function QrCard({
  vehicleType,
  option,
}: {
  vehicleType: VehicleType;
  option: PaymentOption;
}) {
  const title = `${VEHICLE_TYPE_LABELS[vehicleType]} QR`;
  const id = `qr-${vehicleType}`;
  const [upiId, setUpiId] = useState(option.upiId ?? '');
  const [upiTouched, setUpiTouched] = useState(false);
  const [holderName, setHolderName] = useState(option.holderName ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [removeImage, setRemoveImage] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const save = useSavePaymentOption(vehicleType);
  const fileInput = useRef<HTMLInputElement>(null);

  // An invalid id marks the input and blocks saving; an empty one means none is set
  // (docs/product.md#payment-by-upi).
  const upiValid = UpiIdSchema.safeParse(upiId).success;
  const upiError = upiValid || !upiTouched ? undefined : UPI_ID_MESSAGE;

  // Changing where customers pay asks for the password again (decision 0025): first the form is
  // checked, then the dialog asks, then the save goes with the password.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUpiTouched(true);
    save.reset();
    if (!upiValid || fileError) return;
    setAskingPassword(true);
  };

  const saveWith = (password: string) =>
    save.mutate(
      {
        upiId: upiId.trim(),
        holderName: holderName.trim(),
        qrImage: file,
        removeQrImage: removeImage && !file,
        password,
      },
      {
        onSuccess: (saved) => {
          setAskingPassword(false);
          setUpiId(saved.upiId ?? '');
          setHolderName(saved.holderName ?? '');
          setFile(null);
          setRemoveImage(false);
          if (fileInput.current) fileInput.current.value = '';
        },
        // Other refusals (a bad image) show under the form, as before.
        onError: (error) => {
          if (!refusedPassword(error)) setAskingPassword(false);
        },
      },
    );

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h2 id={`${id}-heading`} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <CustomerQrPreview vehicleType={vehicleType} option={option} />
      </div>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <QrImageField
          id={`${id}-image`}
          title={title}
          file={file}
          error={fileError}
          inputRef={fileInput}
          onChange={(chosen) => {
            setFile(chosen && !checkQrImage(chosen) ? chosen : null);
            setFileError(chosen ? (checkQrImage(chosen) ?? undefined) : undefined);
            save.reset();
          }}
        />
        {option.qrImageUrl && !file && (
          <RemoveQrImageField
            id={`${id}-remove-image`}
            checked={removeImage}
            upiId={upiId.trim()}
            onChange={(checked) => {
              setRemoveImage(checked);
              save.reset();
            }}
          />
        )}
        <FormField id={`${id}-upi`} label="UPI ID" hint={UPI_HINT} error={upiError}>
          <input
            {...fieldAria(`${id}-upi`, upiError, UPI_HINT)}
            // Marked invalid as soon as it is, not only after a save attempt: the owner sees the
            // mistake while typing the id customers will pay to.
            aria-invalid={upiValid ? undefined : true}
            value={upiId}
            onChange={(event) => {
              setUpiId(event.target.value);
              save.reset();
            }}
            onBlur={() => setUpiTouched(true)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={321}
            className={inputClass}
          />
        </FormField>
        <FormField id={`${id}-holder`} label="Account holder’s name" hint={HOLDER_HINT}>
          <input
            {...fieldAria(`${id}-holder`, undefined, HOLDER_HINT)}
            value={holderName}
            onChange={(event) => {
              setHolderName(event.target.value);
              save.reset();
            }}
            autoComplete="off"
            maxLength={100}
            className={inputClass}
          />
        </FormField>
        <SaveBar
          save={{ ...save, error: askingPassword ? null : save.error }}
          savedMessage={save.data?.message}
          failedMessage={ADMIN_MESSAGES.qrSaveFailed}
        />
      </form>
      {askingPassword && (
        <PayeePasswordDialog
          vehicleLabel={VEHICLE_TYPE_LABELS[vehicleType]}
          pending={save.isPending}
          error={
            save.error && refusedPassword(save.error)
              ? errorMessage(save.error, ADMIN_MESSAGES.qrSaveFailed)
              : undefined
          }
          onConfirm={saveWith}
          onClose={() => {
            setAskingPassword(false);
            save.reset();
          }}
        />
      )}
    </section>
  );
}
