import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { ForgotPasswordSchema, type LoginInput, LoginSchema } from '#shared/admin/auth-schema.ts';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { signIn } from '../api/sign-in.ts';

type LoginValues = { email: string; password: string };

interface LoginFormProps {
  /** Why the admin is here (e.g. the session lapsed), shown until they act. */
  notice?: string;
  /** Why the admin must sign in again (e.g. too many wrong codes), shown as an error. */
  problem?: string;
  /** The e-mail to fill in (an accepted invitation sends its person here). */
  email?: string;
  onSignedIn: () => void;
  /** The password was right and the account has two-factor sign-in on: a code comes next. */
  onCodeRequired: () => void;
}

export function LoginForm({
  notice,
  problem,
  email = '',
  onSignedIn,
  onCodeRequired,
}: LoginFormProps) {
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState(problem);
  const [status, setStatus] = useState(notice);
  const [sendingReset, setSendingReset] = useState(false);

  const submit = form.handleSubmit(async (credentials) => {
    setError(undefined);
    setStatus(undefined);
    try {
      const answer = await signIn(credentials);
      if ('codeRequired' in answer) onCodeRequired();
      else onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_MESSAGES.loginFailed));
    }
  });

  // The reset link goes to the address typed above; without one, say so first
  // (docs/product.md#sign-in).
  const sendResetLink = async () => {
    setError(undefined);
    setStatus(undefined);
    const checked = ForgotPasswordSchema.safeParse({ email: form.getValues('email') });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ADMIN_MESSAGES.emailFirst);
      form.setFocus('email');
      return;
    }
    setSendingReset(true);
    try {
      const { message } = await requestPasswordReset(checked.data.email);
      // Nothing was mailed (no SMTP on this server): not a success, whatever the status code.
      if (message === ADMIN_MESSAGES.resetLoggedNotMailed) setError(message);
      else setStatus(message);
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_MESSAGES.resetFailed));
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <input
          {...form.register('email')}
          {...fieldAria('login-email', errors.email?.message)}
          type="email"
          autoComplete="username"
          inputMode="email"
          className={inputClass}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <input
          {...form.register('password')}
          {...fieldAria('login-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <ErrorNotice message={error} />
      <SuccessNotice message={status} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <Button variant="ghost" onClick={sendResetLink} disabled={sendingReset} className="w-full">
        {sendingReset ? 'Sending reset link…' : 'Forgot password'}
      </Button>
    </form>
  );
}
