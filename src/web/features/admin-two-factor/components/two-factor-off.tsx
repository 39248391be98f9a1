import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useStartEnrolment } from '../api/start-enrolment.ts';
import { EnrolmentSteps } from './enrolment-steps.tsx';

/** Not on yet: why it matters, then the enrolment steps. */
export function TwoFactorOff({
  required,
  onEnabled,
}: {
  required: boolean;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const start = useStartEnrolment();
  if (start.data) return <EnrolmentSteps enrolment={start.data} onEnabled={onEnabled} />;
  return (
    <Card className="space-y-4">
      {required && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm">
          Your account must have two-factor sign-in. Set it up to use the admin area.
        </p>
      )}
      <p className="text-slate-700 text-sm">
        After your password, signing in will ask for a 6-digit code from an authenticator app on
        your phone, so a stolen password alone does not open the admin area. You will also get ten
        recovery codes for when the phone is lost.
      </p>
      <ErrorNotice
        message={
          start.isError
            ? errorMessage(start.error, 'Could not start. Please try again.')
            : undefined
        }
      />
      <Button onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
      </Button>
    </Card>
  );
}
