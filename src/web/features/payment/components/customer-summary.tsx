import { Link } from 'react-router';
import { centreAddressLine } from '#shared/centres/centre-address-line.ts';
import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import {
  appointmentMessages,
  fittingPlaceMessages,
  paymentMessages,
} from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { installationMessages, stateMessages } from '#web/i18n/messages.ts';
import type { BookingSelection } from '#web/lib/booking-selection/booking-selection.ts';
import { paths } from '#web/lib/paths.ts';
import { useFittingPlaces } from '#web/lib/use-fitting-places.ts';

/** The customer's details as entered, with a way back to correct them before paying. */
export function CustomerSummary({ selection }: { selection: BookingSelection }) {
  const t = useMessages(paymentMessages);
  const installations = useMessages(installationMessages);
  const stateNames = useMessages(stateMessages);
  const appointmentTexts = useMessages(appointmentMessages);
  const placeTexts = useMessages(fittingPlaceMessages);
  const locale = useLocale();
  const centre = useFittingPlaces(selection.pincode).data?.centres.find(
    ({ id }) => id === selection.centreId,
  );
  const state = selection.state && stateNames[selection.state];
  const { appointmentDay: day, appointmentSlot: slot } = selection;
  const rows = [
    { label: t.name, value: selection.fullName },
    { label: t.mobile, value: selection.phone },
    { label: t.registration, value: selection.regNumber },
    { label: t.installation, value: installations[selection.installation] },
    {
      label: placeTexts.fittingAt,
      value:
        centre &&
        (selection.installation === 'home'
          ? fill(placeTexts.homeFrom, { centre: centre.name })
          : `${centre.name}, ${centreAddressLine(centre)}`),
    },
    {
      label: appointmentTexts.appointment,
      value: day && slot ? `${formatDay(day, locale)}, ${formatSlotKey(slot, locale)}` : '',
    },
    { label: t.city, value: [selection.city, state].filter(Boolean).join(', ') },
  ];

  return (
    <div className="space-y-3 border-slate-200 border-t pt-4">
      <h3 className="font-semibold text-slate-900">{t.yourDetails}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="break-words font-medium text-slate-900">{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.bookYourService}
        className="inline-block font-medium text-blue-800 text-sm underline underline-offset-2"
      >
        {t.editDetails}
      </Link>
    </div>
  );
}
