import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { SignInCodeSchema } from '#shared/admin/two-factor-schema.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { submitSignInCode } from '../api/submit-sign-in-code.ts';

/** Answers after which this pending sign-in is over: the password step comes again. */
const START_AGAIN: readonly string[] = [
  TWO_FACTOR_MESSAGES.signInExpired,
  TWO_FACTOR_MESSAGES.tooManyWrongCodes,
];

interface SignInCodeFormProps {
  onSignedIn: () => void;
  /** Back to the password step, with the reason when the server ended this sign-in. */
  onStartAgain: (why?: string) => void;
}

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function SignInCodeForm({ onSignedIn, onStartAgain }: SignInCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ resolver: zodResolver(SignInCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await submitSignInCode(code);
      onSignedIn();
    } catch (failure) {
      const message = errorMessage(failure, 'Sign-in failed. Please try again.');
      if (START_AGAIN.includes(message)) onStartAgain(message);
      else {
        setError(message);
        form.setValue('code', '');
        form.setFocus('code');
      }
    }
  });

  const switchKind = () => {
    setRecovery((was) => !was);
    setError(undefined);
    form.reset({ code: '' });
    form.setFocus('code');
  };

  const hint = recovery
    ? 'One of the codes you saved when you set up two-factor sign-in. Each works once.'
    : 'The 6 digits your authenticator app shows now.';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        id="sign-in-code"
        label={recovery ? 'Recovery code' : 'Code from your app'}
        hint={hint}
        error={errors.code?.message}
      >
        <input
          {...form.register('code')}
          {...fieldAria('sign-in-code', errors.code?.message, hint)}
          // Phones offer a one-time code and a number pad for the app's code; a recovery code
          // gets letters, and no autocorrection.
          key={recovery ? 'recovery' : 'app'}
          type="text"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={recovery ? 64 : 7}
          // biome-ignore lint/a11y/noAutofocus: the page's one field, just asked for.
          autoFocus
          className={`${inputClass} font-mono tracking-widest`}
        />
      </FormField>
      <ErrorNotice message={error} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Checking…' : 'Sign in'}
      </Button>
      <Button variant="ghost" onClick={switchKind} className="w-full">
        {recovery ? 'Use a code from the app' : 'Use a recovery code'}
      </Button>
      <Button variant="ghost" onClick={() => onStartAgain()} className="w-full">
        Back to email and password
      </Button>
    </form>
  );
}
