import { Alert } from '#web/components/ui/alert.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';

/** The price panel's news until the live storefront has arrived (or when it failed). */
export function StorefrontStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useMessages(paymentMessages);
  if (failed) {
    return (
      <Alert className="space-y-3">
        <p>{t.pricesFailed}</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
        >
          {t.tryAgain}
        </button>
      </Alert>
    );
  }
  // Meanwhile the order summary shows placeholders of its own size; this only announces it.
  return (
    <p role="status" className="sr-only">
      {t.loadingPrices}
    </p>
  );
}

/** The QR panel meanwhile; the price panel above carries the announcement and "Try again". */
export function PaymentPlaceholder({ failed }: { failed: boolean }) {
  const t = useMessages(paymentMessages);
  if (failed) return <p className="text-slate-600 text-sm">{t.qrAfterPrices}</p>;
  // The shape of PaymentInstructions (QR, UPI ID and amount rows, a button), so the panels
  // below do not move when it arrives.
  return (
    <div className="space-y-4" aria-hidden="true">
      <div className="mx-auto size-56 animate-pulse rounded-xl bg-slate-200" />
      <div className="space-y-2">
        <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="h-10.5 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}
