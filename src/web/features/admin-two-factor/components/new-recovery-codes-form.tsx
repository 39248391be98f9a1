import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RegenerateRecoveryCodesSchema } from '#shared/admin/two-factor-schema.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useRegenerateRecoveryCodes } from '../api/change-two-factor.ts';

/** Ten new recovery codes for the password; the old ones stop working. */
export function NewRecoveryCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const form = useForm({
    resolver: zodResolver(RegenerateRecoveryCodesSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onCodes(await regenerate.mutateAsync(password));
      form.reset();
    } catch (failure) {
      showServerFieldErrors(form.setError, failure, ['password']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <h2 className="font-semibold text-slate-900">New recovery codes</h2>
      <p className="text-slate-600 text-sm">
        For when you have used some, or fear someone saw them. The old codes stop working.
      </p>
      <FormField id="new-codes-password" label="Password" error={errors.password?.message}>
        <input
          {...form.register('password')}
          {...fieldAria('new-codes-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <ErrorNotice
        message={
          regenerate.isError && !errors.password
            ? errorMessage(regenerate.error, 'Could not make new codes.')
            : undefined
        }
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Making codes…' : 'Make new recovery codes'}
      </Button>
    </form>
  );
}
