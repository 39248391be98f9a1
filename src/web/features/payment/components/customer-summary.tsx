import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { BookingSelection } from '../../booking/booking-selection';
import { INSTALLATION_CHOICES } from '../../booking/installation-labels';

/** The customer's details as entered, with a way back to correct them before paying. */
export function CustomerSummary({ selection }: { selection: BookingSelection }) {
  const rows = [
    { label: 'Name', value: selection.fullName },
    { label: 'Mobile', value: selection.phone },
    { label: 'Registration', value: selection.regNumber },
    { label: 'Installation', value: INSTALLATION_CHOICES[selection.installation].label },
    { label: 'City', value: [selection.city, selection.state].filter(Boolean).join(', ') },
  ];

  return (
    <div className="space-y-3 border-slate-200 border-t pt-4">
      <h3 className="font-semibold text-slate-900">Your details</h3>
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
        Edit details
      </Link>
    </div>
  );
}
