import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DisableTwoFactorSchema } from '#shared/admin/two-factor-schema.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDisableTwoFactor } from '../api/change-two-factor.ts';

/** Turning it off asks for the password and a current code (from the app, or a recovery code). */
export function TurnOffForm({ required }: { required: boolean }) {
  const disable = useDisableTwoFactor();
  const form = useForm({
    resolver: zodResolver(DisableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (check) => {
    try {
      await disable.mutateAsync(check);
    } catch (failure) {
      showServerFieldErrors(form.setError, failure, ['password', 'code']);
    }
  });
  const fieldProblem = errors.password ?? errors.code;

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <h2 className="font-semibold text-slate-900">Turn off</h2>
      <p className="text-slate-600 text-sm">
        {required
          ? 'Your account must have two-factor sign-in: after turning it off you set it up again (on a new phone, say) before using the admin area.'
          : 'Signing in will need only your password.'}
      </p>
      <FormField id="turn-off-password" label="Password" error={errors.password?.message}>
        <input
          {...form.register('password')}
          {...fieldAria('turn-off-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <FormField
        id="turn-off-code"
        label="Code from your app, or a recovery code"
        error={errors.code?.message}
      >
        <input
          {...form.register('code')}
          {...fieldAria('turn-off-code', errors.code?.message)}
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
      </FormField>
      <ErrorNotice
        message={
          disable.isError && !fieldProblem
            ? errorMessage(disable.error, 'Could not turn it off.')
            : undefined
        }
      />
      <Button type="submit" variant="danger" disabled={isSubmitting}>
        {isSubmitting ? 'Turning off…' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}
