/**
 * Takes the uploaded image away on Save: customers then get the QR made from the UPI id, which
 * fills in the amount and order number, or, without a UPI id, bookings pause.
 */
export function RemoveQrImageField({
  id,
  checked,
  upiId,
  onChange,
}: {
  id: string;
  checked: boolean;
  upiId: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <label htmlFor={id} className="font-medium text-slate-800 text-sm">
          Remove the uploaded image
        </label>
      </div>
      <p id={`${id}-hint`} className="text-slate-500 text-xs">
        {checked && !upiId
          ? 'With no UPI ID either, bookings for this vehicle type will be paused.'
          : 'Customers then get the QR made from the UPI ID, with the amount and order number filled in.'}
      </p>
    </div>
  );
}
