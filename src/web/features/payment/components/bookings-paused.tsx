import type { VehicleType } from '#shared/catalog/services.ts';
import { Icon } from '#web/components/icon.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { vehicleTypeMessages } from '#web/i18n/messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';

/**
 * In place of the QR while nobody can be paid for this vehicle type (no UPI id, no QR image): no
 * payment details, a clear "do not pay", and the support line. A status region, so a reader hears
 * it when the pause starts on an open page.
 */
export function BookingsPaused({ vehicleType }: { vehicleType: VehicleType }) {
  const t = useMessages(paymentMessages);
  const vehicleTypes = useMessages(vehicleTypeMessages);
  const { phone, phonecall, supportHours } = useSiteInfo();
  return (
    <div role="status" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-bold text-amber-950 text-lg">{t.pausedTitle}</p>
      <p className="text-slate-800">
        {fill(t.pausedText, { vehicleType: vehicleTypes[vehicleType] })}
      </p>
      <p className="space-y-1 text-slate-800">
        <span className="block">{fill(t.pausedCall, { hours: supportHours })}</span>
        <a
          href={`tel:${phonecall}`}
          className="inline-flex items-center gap-2 font-bold text-blue-800 text-lg underline underline-offset-2"
        >
          <Icon name="phone" className="size-5" />
          {phone}
        </a>
      </p>
    </div>
  );
}

/** In place of the payment form meanwhile: nothing to submit until bookings open again. */
export function PausedSubmitNote() {
  const t = useMessages(paymentMessages);
  return <p className="text-slate-600 text-sm">{t.pausedSubmit}</p>;
}
