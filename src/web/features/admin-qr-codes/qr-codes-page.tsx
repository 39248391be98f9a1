import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { VEHICLE_TYPES } from '@shared/catalog/services';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminResourceView } from '@/features/admin/components/admin-resource-view';
import { useAdminResource } from '@/features/admin/use-admin-resource';
import { getPaymentOptions } from './api/get-payment-options';
import { QrCard } from './components/qr-card';

export function QrCodesPage() {
  const { resource, retry, setData } = useAdminResource(
    getPaymentOptions,
    ADMIN_MESSAGES.qrLoadFailed,
  );

  return (
    <>
      <AdminPageHeader
        title="QR Codes"
        description="The QR image and UPI id customers pay to, per vehicle type."
      />
      <AdminResourceView resource={resource} onRetry={retry} loadingText="Loading QR codes…">
        {(options) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {VEHICLE_TYPES.map((vehicleType) => (
              <QrCard
                key={vehicleType}
                vehicleType={vehicleType}
                option={options[vehicleType]}
                onSaved={(option) => setData((current) => ({ ...current, [vehicleType]: option }))}
              />
            ))}
          </div>
        )}
      </AdminResourceView>
    </>
  );
}
