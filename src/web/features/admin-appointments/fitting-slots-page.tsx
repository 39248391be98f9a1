import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { appointmentRulesQuery } from './api/appointments.ts';
import { holdSettingsQuery } from './api/hold-settings.ts';
import { HoldSettingsForm } from './components/hold-settings-form.tsx';
import { RulesForm } from './components/rules-form.tsx';

/** /admin/fitting-slots (owner): when plates can be fitted, and how many at a time. */
export function FittingSlotsPage() {
  const rules = useQuery(appointmentRulesQuery);
  const holds = useQuery(holdSettingsQuery);
  return (
    <>
      <AdminPageHeader
        title="Fitting slots"
        description="The days and times customers can choose for fitting, and how many bookings each time takes. The booking calendar follows at once."
      />
      <QueryView
        query={rules}
        failedMessage="The fitting slots could not be loaded."
        loadingText="Loading fitting slots…"
      >
        {(stored) => (
          <div className="max-w-3xl">
            <RulesForm rules={stored} />
          </div>
        )}
      </QueryView>
      {/* Beside the rules whose working days and holidays it can count by. */}
      <QueryView
        query={holds}
        failedMessage="The payment hold settings could not be loaded."
        loadingText="Loading payment holds…"
      >
        {(stored) => (
          <div className="mt-6 max-w-3xl">
            <HoldSettingsForm settings={stored} />
          </div>
        )}
      </QueryView>
    </>
  );
}
