import type { TwoFactorStatus } from '#shared/admin/two-factor-schema.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { Card } from '#web/components/ui/card.tsx';
import { NewRecoveryCodesForm } from './new-recovery-codes-form.tsx';
import { TurnOffForm } from './turn-off-form.tsx';

/** Recovery codes running low are worth a warning: with none left, a lost phone locks you out. */
const FEW_CODES = 3;

/** On: since when, the recovery codes left, new codes, turning it off. */
export function TwoFactorOn({
  status,
  onCodes,
}: {
  status: TwoFactorStatus;
  onCodes: (recoveryCodes: string[]) => void;
}) {
  const left = status.recoveryCodesLeft;
  return (
    <div className="space-y-4">
      <Card className="space-y-1">
        <p className="font-semibold text-green-800">Two-factor sign-in is on</p>
        {status.enabledAt && (
          <p className="text-slate-600 text-sm">Since {formatIndiaDateTime(status.enabledAt)}</p>
        )}
        <p
          className={`text-sm ${left <= FEW_CODES ? 'font-medium text-amber-800' : 'text-slate-600'}`}
        >
          {left === 1 ? '1 recovery code left' : `${left} recovery codes left`}
          {left <= FEW_CODES && ': make new ones below.'}
        </p>
      </Card>
      <Card>
        <NewRecoveryCodesForm onCodes={onCodes} />
      </Card>
      <Card>
        <TurnOffForm required={status.required} />
      </Card>
    </div>
  );
}
