import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, PasswordSchema } from '#shared/admin/auth-schema.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormField, fieldAria, inputClass } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorNotice } from './notice.tsx';

// The password rule is the shared one; only "type it twice" is a concern of this screen.
const NewPasswordSchema = z.object({ password: PasswordSchema, confirmPassword: z.string() }).check(
  z.refine((values) => values.password === values.confirmPassword, {
    error: 'The two passwords do not match.',
    path: ['confirmPassword'],
  }),
);
type NewPassword = z.infer<typeof NewPasswordSchema>;

const HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words are easy to remember.`;

/** A new password typed twice (a reset link, an invitation); `onSubmit` sends it. */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit(async ({ password }) => {
    setError(undefined);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the password. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        id="new-password"
        label="New password"
        hint={HINT}
        error={errors.password?.message}
      >
        <input
          {...form.register('password')}
          {...fieldAria('new-password', errors.password?.message, HINT)}
          type="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <FormField
        id="confirm-password"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        <input
          {...form.register('confirmPassword')}
          {...fieldAria('confirm-password', errors.confirmPassword?.message)}
          type="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <ErrorNotice message={error} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
