import { useState } from 'react';
import type { ServiceKey, VehicleType } from '#shared/catalog/services.ts';
import { formatRupees } from '#shared/format/money.ts';
import { createUpiPaymentLink } from '#shared/payment/upi.ts';
import type { Price } from '#shared/pricing/price.ts';
import { customerQr } from '#shared/storefront/payee.ts';
import type { PaymentOption } from '#shared/storefront/storefront.ts';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { paymentQrUrl } from '../payment-qr.ts';
import { DownloadQrLink } from './download-qr-link.tsx';
import { PayeeDetails } from './payee-details.tsx';

interface PaymentInstructionsProps {
  option: PaymentOption;
  service: ServiceKey;
  vehicleType: VehicleType;
  orderId: string;
  price: Price;
  /** The PIN of a home visit, whose area's charge the server puts in the QR's amount. */
  homePincode: string | undefined;
}

/**
 * The QR, UPI id and amount to pay, plus a UPI app link and "Save QR image"; with a QR image
 * alone, how to pay from the phone showing it (from the gallery, in the common UPI apps).
 */
export function PaymentInstructions({
  option,
  service,
  vehicleType,
  orderId,
  price,
  homePincode,
}: PaymentInstructionsProps) {
  const qrUrl = paymentQrUrl(option, { service, vehicleType }, orderId, price.total, homePincode);
  const [brokenQrUrl, setBrokenQrUrl] = useState<string | null>(null);
  const shownQrUrl = qrUrl !== brokenQrUrl ? qrUrl : null;
  const amount = formatRupees(price.total);
  const siteInfo = useSiteInfo();
  const t = useMessages(paymentMessages);

  return (
    <div className="space-y-4">
      <div className="flex justify-center">
        {shownQrUrl ? (
          <img
            src={shownQrUrl}
            alt={fill(t.qrAlt, { amount })}
            width={224}
            height={224}
            onError={() => setBrokenQrUrl(shownQrUrl)}
            className="size-56 rounded-xl border border-slate-200 bg-white object-contain p-2"
          />
        ) : (
          <p className="flex size-56 items-center justify-center rounded-xl border border-slate-300 border-dashed p-4 text-center text-slate-600 text-sm">
            {option.upiId ? t.qrUnavailable : t.noQr}
          </p>
        )}
      </div>
      {shownQrUrl && customerQr(option) === 'uploaded' && (
        // An uploaded image is fixed: unlike the generated QR it cannot carry these two.
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {fill(t.uploadedQrNote, { amount, orderId })}
        </p>
      )}
      <PayeeDetails option={option} />
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t.amount}</dt>
          <dd className="font-bold text-base text-slate-900">{amount}</dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        {option.upiId && (
          <a
            href={createUpiPaymentLink({
              upiId: option.upiId,
              payeeName: siteInfo.name,
              amount: price.total,
              note: orderId,
            })}
            className="inline-flex items-center justify-center rounded-lg bg-emerald-700 px-4 py-2.5 font-semibold text-sm text-white hover:bg-emerald-800"
          >
            {t.payWithUpiApp}
          </a>
        )}
        <DownloadQrLink url={shownQrUrl} fileName="hsrp-payment-qr.png" />
      </div>
      {shownQrUrl && !option.upiId && <p className="text-slate-700 text-sm">{t.galleryHowTo}</p>}
    </div>
  );
}
