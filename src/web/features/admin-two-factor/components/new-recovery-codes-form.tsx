import { zodResolver } from '@hookform/resolvers/zod';
import { RegenerateRecoveryCodesSchema } from '@shared/admin/two-factor-schema';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/features/admin/components/notice';
import { errorMessage } from '@/lib/api-client';
import { useRegenerateRecoveryCodes } from '../api/change-two-factor';

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
