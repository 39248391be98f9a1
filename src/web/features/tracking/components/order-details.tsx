import { centreAddressLine } from '#shared/centres/centre-address-line.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatIndiaDate } from '#shared/format/india-clock.ts';
import { trackingLinkPath, trackOrderPath } from '#shared/page-paths.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { whatsAppShareUrl } from '#shared/site/whatsapp-link.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { FittingCentrePlace } from '#web/components/fitting-centre-place.tsx';
import { Icon } from '#web/components/icon.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { appointmentMessages, shareMessages, trackingMessages } from '#web/i18n/lazy-messages.ts';
import {
  installationMessages,
  serviceTitleMessages,
  vehicleTypeMessages,
} from '#web/i18n/messages.ts';
import { ChangeAppointment } from './change-appointment.tsx';
import { MyDataPanel } from './my-data-panel.tsx';
import { PricePaid } from './price-paid.tsx';
import { ReceiptByLinkButton } from './receipt-by-link-button.tsx';
import { StatusTimeline } from './status-timeline.tsx';

const RECEIPT_CLASS = `${buttonClass({ variant: 'secondary' })} w-full sm:w-auto`;

/**
 * What was booked, the price paid, the status history and the receipt: by the order's link secret
 * when it was opened by one (`token`), else by its order and registration numbers.
 */
interface OrderDetailsProps {
  order: TrackedOrder;
  token?: string;
  /** The customer moved the appointment (opened by the link): the order as it is now. */
  onChanged?: (order: TrackedOrder) => void;
}

export function OrderDetails({ order, token, onChanged }: OrderDetailsProps) {
  const t = useMessages(trackingMessages);
  const share = useMessages(shareMessages);
  const appointmentTexts = useMessages(appointmentMessages);
  const vehicleTypes = useMessages(vehicleTypeMessages);
  const installations = useMessages(installationMessages);
  const serviceTitles = useMessages(serviceTitleMessages);
  const locale = useLocale();
  const rows = [
    { label: t.orderNumber, value: order.orderId, plate: true },
    { label: t.orderDate, value: formatIndiaDate(order.createdAt, locale) },
    { label: t.service, value: serviceTitles[order.service] },
    { label: t.vehicle, value: vehicleTypes[order.vehicleType] },
    { label: t.regNumber, value: order.regNumber, plate: true },
    { label: t.installation, value: installations[order.installation] },
    ...(order.appointment
      ? [
          {
            label: appointmentTexts.appointment,
            value: formatAppointment(order.appointment, locale),
          },
        ]
      : []),
  ];

  return (
    <CardSection id="order-details" title={t.orderDetails}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd
              className={`break-all font-medium text-base text-slate-900 ${row.plate ? 'font-plate' : ''}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {order.centre && (
        <FittingCentrePlace
          installation={order.installation}
          name={order.centre.name}
          addressLine={centreAddressLine(order.centre)}
          mapUrl={order.centre.mapUrl}
          phone={order.centre.phone}
        />
      )}
      {token && order.appointment && onChanged && (
        <ChangeAppointment
          token={token}
          installation={order.installation}
          centreId={order.centre?.id}
          appointment={order.appointment}
          onMoved={onChanged}
        />
      )}
      <PricePaid price={order.price} />
      <StatusTimeline history={order.history} />
      {token ? (
        <ReceiptByLinkButton token={token} orderId={order.orderId} className={RECEIPT_CLASS} />
      ) : (
        <a
          href={PUBLIC_API_PATHS.trackReceiptFor(order.orderId, order.regNumber)}
          download
          className={RECEIPT_CLASS}
        >
          <Icon name="download" />
          {t.downloadReceipt}
        </a>
      )}
      {order.creditNote &&
        (token ? (
          <ReceiptByLinkButton
            token={token}
            orderId={order.orderId}
            className={RECEIPT_CLASS}
            creditNote
          />
        ) : (
          <a
            href={`${PUBLIC_API_PATHS.trackCreditNote}?orderId=${encodeURIComponent(order.orderId)}&regNumber=${encodeURIComponent(order.regNumber)}`}
            download
            className={RECEIPT_CLASS}
          >
            <Icon name="download" />
            {t.downloadCreditNote}
          </a>
        ))}
      {/* Opened by its link, the order is shared with that link; else with the order number filled in. */}
      <a
        href={whatsAppShareUrl(
          fill(share.text, {
            orderId: order.orderId,
            link:
              window.location.origin +
              (token ? trackingLinkPath(token) : trackOrderPath(order.orderId)),
          }),
        )}
        target="_blank"
        rel="noopener noreferrer"
        className={RECEIPT_CLASS}
      >
        <Icon name="chat" />
        {share.onWhatsApp}
      </a>
      {/* Only by the link's secret: the order number and plate are not enough for someone's data. */}
      {token && <MyDataPanel token={token} orderId={order.orderId} />}
    </CardSection>
  );
}
