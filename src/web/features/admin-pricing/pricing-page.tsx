import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import type { AdminPricing } from '../../../shared/admin/admin-settings';
import { VEHICLE_TYPES } from '../../../shared/catalog/services';
import { errorMessage, isAbort } from '../admin/api/admin-client';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { ErrorNotice } from '../admin/components/notice';
import { getPricing } from './api/get-pricing';
import { PricingCard } from './components/pricing-card';

export function PricingPage() {
  const [pricing, setPricing] = useState<AdminPricing | null>(null);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    getPricing(controller.signal).then(setPricing, (failure: unknown) => {
      if (!isAbort(failure)) setError(errorMessage(failure, ADMIN_MESSAGES.pricingLoadFailed));
    });
    return () => controller.abort();
  }, [attempt]);

  return (
    <>
      <AdminPageHeader
        title="Pricing"
        description="Set what customers pay per vehicle type. Open payment pages update at once."
      />
      <ErrorNotice message={error}>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </ErrorNotice>
      {!pricing && !error && (
        <p role="status" className="text-slate-600">
          Loading pricing…
        </p>
      )}
      {pricing && (
        <div className="grid gap-6 lg:grid-cols-2">
          {VEHICLE_TYPES.map((vehicleType) => (
            <PricingCard
              key={vehicleType}
              vehicleType={vehicleType}
              pricing={pricing}
              onSaved={setPricing}
            />
          ))}
        </div>
      )}
    </>
  );
}
