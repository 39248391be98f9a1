import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { ResetPasswordSchema } from '#shared/admin/auth-schema.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { AuthLayout } from '#web/components/admin/auth-layout.tsx';
import { NewPasswordForm } from '#web/components/admin/new-password-form.tsx';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { paths } from '#web/lib/paths.ts';
import { confirmPasswordReset } from './api/confirm-password-reset.ts';

/** /admin/reset-password#token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const token = linkTokenOf(useLocation());
  const tokenLooksValid = ResetPasswordSchema.shape.token.safeParse(token).success;
  const [changed, setChanged] = useState<string>();

  return (
    <AuthLayout title="Choose a new password">
      <div className="space-y-4">
        <SuccessNotice message={changed} />
        {!changed &&
          (tokenLooksValid ? (
            <NewPasswordForm
              submitLabel="Set new password"
              onSubmit={async (password) =>
                setChanged((await confirmPasswordReset({ token, password })).message)
              }
            />
          ) : (
            <ErrorNotice message={ADMIN_MESSAGES.resetLinkInvalid} />
          ))}
        <p className="text-center text-sm">
          <Link
            to={paths.admin.login}
            replace
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            {changed ? 'Sign in' : 'Back to sign in'}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
