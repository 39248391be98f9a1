import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmEnrolmentSchema, type Enrolment } from '#shared/admin/two-factor-schema.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useConfirmEnrolment } from '../api/change-two-factor.ts';

/** The key in groups of four, as apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export function EnrolmentSteps({
  enrolment,
  onEnabled,
}: {
  enrolment: Enrolment;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment();
  const form = useForm({
    resolver: zodResolver(ConfirmEnrolmentSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled(await confirm.mutateAsync(code));
    } catch {
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  return (
    <Card className="space-y-5">
      <section className="space-y-3">
        <h2 className="font-semibold text-slate-900">1. Add this site to your authenticator app</h2>
        <p className="text-slate-600 text-sm">
          In Google Authenticator, Microsoft Authenticator or any TOTP app, scan this QR code.
        </p>
        <img
          src={enrolment.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className="size-48 rounded-lg border border-slate-200 bg-white p-1"
        />
        <p className="text-slate-600 text-sm">
          Cannot scan it? Type this key into the app instead:
        </p>
        <FormField id="setup-key" label="Setup key">
          {/* A text area, so the whole key wraps into view on a phone. */}
          <textarea
            id="setup-key"
            readOnly
            rows={2}
            value={grouped(enrolment.secret)}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} resize-none bg-slate-50 font-mono tracking-wide`}
          />
        </FormField>
      </section>
      <form noValidate onSubmit={submit} className="space-y-3">
        <h2 className="font-semibold text-slate-900">2. Enter the code the app shows</h2>
        <FormField id="enrolment-code" label="6-digit code" error={errors.code?.message}>
          <input
            {...form.register('code')}
            {...fieldAria('enrolment-code', errors.code?.message)}
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className={`${inputClass} max-w-40 font-mono tracking-widest`}
          />
        </FormField>
        <ErrorNotice
          message={
            confirm.isError ? errorMessage(confirm.error, 'Could not turn it on.') : undefined
          }
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Turn on two-factor sign-in'}
        </Button>
      </form>
    </Card>
  );
}
