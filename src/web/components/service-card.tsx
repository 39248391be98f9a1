import type { Service, VehicleType } from '#shared/catalog/services.ts';
import { formatRupees } from '#shared/format/money.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import {
  commonMessages,
  serviceSummaryMessages,
  serviceTitleMessages,
  vehicleTypeMessages,
} from '#web/i18n/messages.ts';
import { Icon } from './icon.tsx';
import { TextPlaceholder } from './text-placeholder.tsx';
import { Button } from './ui/button.tsx';
import { cardClass } from './ui/card.tsx';

interface ServiceCardProps {
  service: Service;
  /** The lowest total among the service's vehicle types ("From ₹699"); undefined when unknown. */
  fromTotal: number | undefined;
  /** Prices are on their way: a placeholder holds the line meanwhile. */
  pricesLoading: boolean;
  /** Its vehicle types whose bookings are paused (nobody to pay yet): said before the form. */
  paused: VehicleType[];
  /** Visible button text, e.g. "Book Now"; the accessible name adds the service title. */
  actionLabel: string;
  onChoose: (service: Service) => void;
}

export function ServiceCard({
  service,
  fromTotal,
  pricesLoading,
  paused,
  actionLabel,
  onChoose,
}: ServiceCardProps) {
  const titleId = `service-${service.key}`;
  const t = useMessages(commonMessages);
  const title = useMessages(serviceTitleMessages)[service.key];
  const summaries = useMessages(serviceSummaryMessages);
  const vehicleTypes = useMessages(vehicleTypeMessages);
  const forVehicleTypes = service.allowedVehicleTypes.map((type) => vehicleTypes[type]).join(', ');
  return (
    <article
      aria-labelledby={titleId}
      className={`flex w-full flex-col ${cardClass} transition hover:border-blue-300 hover:shadow-md`}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
          <Icon name="plate" className="size-6" />
        </span>
        <h3 id={titleId} className="font-semibold text-lg text-slate-900 leading-snug">
          {title}
        </h3>
      </div>
      <p className="mt-3 flex-1 text-slate-600 text-sm">{summaries[service.key]}</p>
      {(fromTotal !== undefined || pricesLoading) && (
        <p className="mt-3 font-semibold text-blue-800">
          {fromTotal === undefined ? (
            <TextPlaceholder className="w-24" />
          ) : (
            fill(t.priceFrom, { amount: formatRupees(fromTotal) })
          )}
        </p>
      )}
      <p className="mt-1 text-slate-500 text-xs">
        {fill(t.servicesFor, { vehicleTypes: forVehicleTypes })}
      </p>
      {paused.length > 0 && (
        <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-950 text-sm">
          {fill(t.pausedFor, { vehicleTypes: paused.map((type) => vehicleTypes[type]).join(', ') })}
        </p>
      )}
      <Button
        size="lg"
        aria-label={`${actionLabel}: ${title}`}
        onClick={() => onChoose(service)}
        className="mt-4"
      >
        {actionLabel}
        <Icon name="arrowRight" className="size-4" />
      </Button>
    </article>
  );
}
