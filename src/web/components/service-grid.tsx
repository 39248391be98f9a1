import { SERVICE_KEYS, SERVICES, type Service } from '#shared/catalog/services.ts';
import { lowestTotal } from '#shared/pricing/service-pricing.ts';
import { hasPayee } from '#shared/storefront/payee.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';
import { ServiceCard } from './service-card.tsx';

/** The six services in the site's order (home page and the booking page's first step). */
export function ServiceGrid(props: { actionLabel: string; onChoose: (service: Service) => void }) {
  const { status, storefront } = useStorefront();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICE_KEYS.map((key) => (
        <li key={key} className="flex">
          <ServiceCard
            service={SERVICES[key]}
            fromTotal={storefront ? lowestTotal(storefront.pricing, key) : undefined}
            pricesLoading={status === 'loading'}
            paused={SERVICES[key].allowedVehicleTypes.filter(
              (type) => storefront && !hasPayee(storefront.payment[type]),
            )}
            {...props}
          />
        </li>
      ))}
    </ul>
  );
}
