import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { VEHICLE_TYPES } from '../../../shared/catalog/services';
import { errorMessage, isAbort } from '../admin/api/admin-client';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { ErrorNotice } from '../admin/components/notice';
import { getPaymentOptions, type PaymentOptions } from './api/get-payment-options';
import { QrCard } from './components/qr-card';

export function QrCodesPage() {
  const [options, setOptions] = useState<PaymentOptions | null>(null);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    getPaymentOptions(controller.signal).then(setOptions, (failure: unknown) => {
      if (!isAbort(failure)) setError(errorMessage(failure, ADMIN_MESSAGES.qrLoadFailed));
    });
    return () => controller.abort();
  }, [attempt]);

  return (
    <>
      <AdminPageHeader
        title="QR Codes"
        description="The QR image and UPI id customers pay to, per vehicle type."
      />
      <ErrorNotice message={error}>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </ErrorNotice>
      {!options && !error && (
        <p role="status" className="text-slate-600">
          Loading QR codes…
        </p>
      )}
      {options && (
        <div className="grid gap-6 lg:grid-cols-2">
          {VEHICLE_TYPES.map((vehicleType) => (
            <QrCard
              key={vehicleType}
              vehicleType={vehicleType}
              option={options[vehicleType]}
              onSaved={(option) =>
                setOptions((current) => current && { ...current, [vehicleType]: option })
              }
            />
          ))}
        </div>
      )}
    </>
  );
}
