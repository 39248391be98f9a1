import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { paymentOptionsQuery } from './api/get-payment-options.ts';
import { QrCard } from './components/qr-card.tsx';

export function QrCodesPage() {
  const options = useQuery(paymentOptionsQuery);

  return (
    <>
      <AdminPageHeader
        title="QR Codes"
        description="The QR image and UPI id customers pay to, per vehicle type."
      />
      <QueryView
        query={options}
        failedMessage={ADMIN_MESSAGES.qrLoadFailed}
        loadingText="Loading QR codes…"
      >
        {(stored) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {VEHICLE_TYPES.map((vehicleType) => (
              <QrCard key={vehicleType} vehicleType={vehicleType} option={stored[vehicleType]} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
