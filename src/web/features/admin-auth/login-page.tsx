import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '#web/components/admin/auth-layout.tsx';
import type { LoginNoticeState } from '#web/lib/admin/login-notice.ts';
import { paths } from '#web/lib/paths.ts';
import { LoginForm } from './components/login-form.tsx';
import { SignInCodeForm } from './components/sign-in-code-form.tsx';

/** /admin/login: email and password, then (with two-factor sign-in on) a code. */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state } = useLocation() as { state: LoginNoticeState | null };
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Why the password step came back (the pending sign-in lapsed, too many wrong codes).
  const [problem, setProblem] = useState<string>();

  const signedIn = () => {
    // Nothing cached for the last session (perhaps another admin's) shows, even for a moment.
    queryClient.clear();
    navigate(paths.admin.dashboard, { replace: true });
  };

  if (step === 'code') {
    return (
      <AuthLayout
        title="Two-factor sign-in"
        description="Open your authenticator app and enter the code it shows for this site."
      >
        <SignInCodeForm
          onSignedIn={signedIn}
          onStartAgain={(why) => {
            setProblem(why);
            setStep('password');
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Admin sign in" description="For staff of the booking site.">
      <LoginForm
        notice={problem ? undefined : state?.notice}
        problem={problem}
        email={state?.email}
        onSignedIn={signedIn}
        onCodeRequired={() => setStep('code')}
      />
    </AuthLayout>
  );
}
