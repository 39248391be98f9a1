import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { useMayUse } from '#web/lib/admin/signed-in-admin.ts';
import { twoFactorQuery } from './api/get-two-factor.ts';
import { RecoveryCodesPanel } from './components/recovery-codes-panel.tsx';
import { SessionIdleCard } from './components/session-idle-card.tsx';
import { StaffRequirementCard } from './components/staff-requirement-card.tsx';
import { TwoFactorOff } from './components/two-factor-off.tsx';
import { TwoFactorOn } from './components/two-factor-on.tsx';

/**
 * /admin/two-factor: the signed-in admin's own two-factor sign-in. An account that must have it
 * and has not set it up is kept on this page (the guard sends it here).
 */
export function TwoFactorPage() {
  const status = useQuery(twoFactorQuery);
  // The staff requirement is the owner's setting (its routes are the staff page's).
  const mayRequireOfStaff = useMayUse('staff');
  // New recovery codes are shown once, above whatever the status says meanwhile.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Two-factor sign-in"
        description="A code from an authenticator app on your phone, asked for after your password."
      />
      <div className="max-w-2xl space-y-4">
        {freshCodes ? (
          <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />
        ) : (
          <QueryView
            query={status}
            failedMessage={TWO_FACTOR_MESSAGES.loadFailed}
            loadingText="Loading two-factor sign-in…"
          >
            {(current) => (
              <>
                {current.enabled ? (
                  <TwoFactorOn status={current} onCodes={setFreshCodes} />
                ) : (
                  <TwoFactorOff required={current.required} onEnabled={setFreshCodes} />
                )}
                {/* Until it is set up, an account that must have it reaches nothing else. */}
                {mayRequireOfStaff && (current.enabled || !current.required) && (
                  <>
                    <StaffRequirementCard />
                    <SessionIdleCard />
                  </>
                )}
              </>
            )}
          </QueryView>
        )}
      </div>
    </>
  );
}
