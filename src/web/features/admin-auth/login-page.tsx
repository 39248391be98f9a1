import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import type { LoginNoticeState } from '@/features/admin/login-notice';
import { AuthLayout } from './components/auth-layout';
import { LoginForm } from './components/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: LoginNoticeState | null };

  return (
    <AuthLayout title="Admin sign in" description="For staff of the booking site.">
      <LoginForm
        notice={state?.notice}
        onSignedIn={() => navigate(paths.admin.dashboard, { replace: true })}
      />
    </AuthLayout>
  );
}
