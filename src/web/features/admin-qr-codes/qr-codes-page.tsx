import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { VEHICLE_TYPES } from '@shared/catalog/services';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { QueryView } from '@/features/admin/components/query-view';
import { paymentOptionsQuery } from './api/get-payment-options';
import { QrCard } from './components/qr-card';

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
