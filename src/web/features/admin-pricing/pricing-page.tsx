import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { VEHICLE_TYPES } from '@shared/catalog/services';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminResourceView } from '@/features/admin/components/admin-resource-view';
import { useAdminResource } from '@/features/admin/use-admin-resource';
import { getPricing } from './api/get-pricing';
import { PricingCard } from './components/pricing-card';

export function PricingPage() {
  const { resource, retry, setData } = useAdminResource(
    getPricing,
    ADMIN_MESSAGES.pricingLoadFailed,
  );

  return (
    <>
      <AdminPageHeader
        title="Pricing"
        description="Set what customers pay per vehicle type. Open payment pages update at once."
      />
      <AdminResourceView resource={resource} onRetry={retry} loadingText="Loading pricing…">
        {(pricing) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {VEHICLE_TYPES.map((vehicleType) => (
              <PricingCard
                key={vehicleType}
                vehicleType={vehicleType}
                pricing={pricing}
                onSaved={(saved) => setData(() => saved)}
              />
            ))}
          </div>
        )}
      </AdminResourceView>
    </>
  );
}
