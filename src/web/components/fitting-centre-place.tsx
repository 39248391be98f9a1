import type { Installation } from '#shared/booking/booking-schema.ts';
import { fill } from '#web/i18n/fill.ts';
import { fittingCentreMessages } from '#web/i18n/fitting-centre-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';

const linkClass = 'font-medium text-blue-800 underline underline-offset-2';

export interface FittingCentrePlaceProps {
  installation: Installation;
  name: string;
  /** The centre's address on one line (centreAddressLine). */
  addressLine: string;
  mapUrl: string;
  phone: string;
}

/**
 * Where the booking is fitted, after booking (success and tracking pages): "Fitting at <centre>"
 * with its address, map and phone; for home installation, the centre whose team comes and its
 * phone (the customer's own address is where, so no map).
 */
export function FittingCentrePlace({
  installation,
  name,
  addressLine,
  mapUrl,
  phone,
}: FittingCentrePlaceProps) {
  const t = useMessages(fittingCentreMessages);
  const dealer = installation === 'dealer';
  return (
    <section aria-labelledby="fitting-centre-heading" className="space-y-1">
      <h3 id="fitting-centre-heading" className="text-slate-600 text-sm">
        {t.title}
      </h3>
      <p className="font-medium text-base text-slate-900">
        {fill(dealer ? t.fittingAt : t.homeBy, { centre: name })}
      </p>
      {dealer && <p className="text-slate-700 text-sm">{addressLine}</p>}
      <p className="flex flex-wrap gap-x-4 text-sm">
        {dealer && mapUrl && (
          <a href={mapUrl} target="_blank" rel="noopener" className={linkClass}>
            {fill(t.map, { name })}
          </a>
        )}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {fill(t.call, { phone })}
          </a>
        )}
      </p>
    </section>
  );
}
