import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import type { LoginNoticeState } from '@/features/admin/login-notice';
import { AuthLayout } from './components/auth-layout';
import { LoginForm } from './components/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state } = useLocation() as { state: LoginNoticeState | null };

  return (
    <AuthLayout title="Admin sign in" description="For staff of the booking site.">
      <LoginForm
        notice={state?.notice}
        onSignedIn={() => {
          // Nothing cached for the last session (perhaps another admin's) shows, even for a moment.
          queryClient.clear();
          navigate(paths.admin.dashboard, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
