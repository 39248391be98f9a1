import { AdminIcon } from '#web/components/admin/admin-icon.tsx';

/**
 * An uploaded image is the same picture for every order, so it cannot carry the amount or the
 * order number the way the QR made from the UPI id does: customers type both.
 */
const UPLOADED_QR_WARNING =
  'An uploaded image cannot carry the amount and the order number: customers must type both in their UPI app.';

export function UploadedQrWarning() {
  return (
    <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm">
      <AdminIcon name="warning" className="mt-0.5 size-4 shrink-0" />
      {UPLOADED_QR_WARNING}
    </p>
  );
}
