import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { SERVICE_KEYS, SERVICES } from '#shared/catalog/services.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { pricingQuery } from './api/get-pricing.ts';
import { ServicePricingCard, servicePricingId } from './components/service-pricing-card.tsx';

export function PricingPage() {
  const pricing = useQuery(pricingQuery);

  return (
    <>
      <AdminPageHeader
        title="Pricing"
        description="Set what customers pay for each service and vehicle type. Open booking and payment pages update at once."
      />
      <QueryView
        query={pricing}
        failedMessage={ADMIN_MESSAGES.pricingLoadFailed}
        loadingText="Loading pricing…"
      >
        {(stored) => (
          <div className="space-y-6">
            {/* Nine forms make a long page on a phone: a way straight to each service. */}
            <nav aria-label="Services" className="flex flex-wrap gap-2">
              {SERVICE_KEYS.map((service) => (
                <a
                  key={service}
                  href={`#${servicePricingId(service)}`}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-slate-700 text-sm hover:border-blue-400 hover:text-blue-800"
                >
                  {SERVICES[service].title}
                </a>
              ))}
            </nav>
            {SERVICE_KEYS.map((service) => (
              <ServicePricingCard key={service} service={service} stored={stored[service]} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
