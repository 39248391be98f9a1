import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { VEHICLE_TYPES } from '@shared/catalog/services';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { QueryView } from '@/features/admin/components/query-view';
import { pricingQuery } from './api/get-pricing';
import { PricingCard } from './components/pricing-card';

export function PricingPage() {
  const pricing = useQuery(pricingQuery);

  return (
    <>
      <AdminPageHeader
        title="Pricing"
        description="Set what customers pay per vehicle type. Open payment pages update at once."
      />
      <QueryView
        query={pricing}
        failedMessage={ADMIN_MESSAGES.pricingLoadFailed}
        loadingText="Loading pricing…"
      >
        {(stored) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {VEHICLE_TYPES.map((vehicleType) => (
              <PricingCard
                key={vehicleType}
                vehicleType={vehicleType}
                stored={stored[vehicleType]}
              />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
