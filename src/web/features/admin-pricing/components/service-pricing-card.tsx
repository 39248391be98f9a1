import { SERVICES, type ServiceKey } from '#shared/catalog/services.ts';
import type { AdminPricing } from '#shared/pricing/pricing-schema.ts';
import { cardClass } from '#web/components/ui/card.tsx';
import { PricingForm } from './pricing-form.tsx';

/** The id of a service's heading, where the page's service links lead. */
export const servicePricingId = (service: ServiceKey) => `pricing-${service}`;

interface ServicePricingCardProps {
  service: ServiceKey;
  stored: AdminPricing[ServiceKey];
}

/** One service's prices, a form per vehicle type it allows (side by side on wide screens). */
export function ServicePricingCard({ service, stored }: ServicePricingCardProps) {
  const headingId = servicePricingId(service);
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="scroll-mt-20 font-semibold text-lg text-slate-900">
        {SERVICES[service].title}
      </h2>
      <div className="mt-4 grid gap-8 xl:grid-cols-2">
        {SERVICES[service].allowedVehicleTypes.map((vehicleType) => {
          const settings = stored[vehicleType];
          return (
            settings && (
              <PricingForm
                key={vehicleType}
                choice={{ service, vehicleType }}
                stored={settings}
                serviceHeadingId={headingId}
              />
            )
          );
        })}
      </div>
    </section>
  );
}
