import { API_PATHS } from '#shared/api-paths.ts';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '#shared/catalog/services.ts';
import { customerQr } from '#shared/storefront/payee.ts';
import type { PaymentOption } from '#shared/storefront/storefront.ts';
import { UploadedQrWarning } from './uploaded-qr-warning.tsx';

/** Any well-formed order number: the preview shows what a customer's QR would carry. */
const SAMPLE_ORDER = 'HSRPBOOKING/2026/0101123456';
/** Offered for both vehicle types; its price stands in for any order's. */
const SAMPLE_SERVICE = 'HSRP_WITH_COLOR';

const frameClass =
  'flex size-44 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white';

/**
 * The QR the payment page shows for this vehicle type, by the same rule: the uploaded image, else
 * one made from the UPI id, else none, and then bookings are paused.
 */
export function CustomerQrPreview({
  vehicleType,
  option,
}: {
  vehicleType: VehicleType;
  option: PaymentOption;
}) {
  const label = VEHICLE_TYPE_LABELS[vehicleType];
  const kind = customerQr(option);
  return (
    <figure className="space-y-3 rounded-xl bg-slate-50 p-4">
      <figcaption className="font-medium text-slate-800 text-sm">What customers see now</figcaption>
      {kind === 'none' ? (
        <div className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900 text-sm">
          <p className="font-semibold">No payee: bookings paused</p>
          <p>
            Customers cannot book for a {label}: the payment page tells them bookings are paused.
            Enter a UPI ID or upload a QR image below, then save.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className={frameClass}>
            <img
              src={
                kind === 'uploaded'
                  ? (option.qrImageUrl ?? undefined)
                  : // The UPI id in the URL makes a changed id a new image, not the cached one.
                    `${API_PATHS.paymentQr({ service: SAMPLE_SERVICE, vehicleType }, SAMPLE_ORDER)}&v=${encodeURIComponent(option.upiId ?? '')}`
              }
              alt={`${label} QR customers scan (${kind === 'uploaded' ? 'uploaded image' : `made from ${option.upiId}`})`}
              className="size-full object-contain"
            />
          </div>
          {kind === 'uploaded' ? (
            <div className="space-y-2 text-slate-700 text-sm">
              <p>The uploaded image, for every order.</p>
              <UploadedQrWarning />
            </div>
          ) : (
            <p className="text-slate-700 text-sm">
              Made from the UPI ID <span className="font-semibold">{option.upiId}</span>, with each
              order's own amount and order number filled in (here a sample order). Scan it with your
              UPI app to check the name and amount it shows, without paying.
            </p>
          )}
        </div>
      )}
    </figure>
  );
}
