/** Anchors and ids the movers page's buttons scroll and move focus to. */
export const MOVERS_CONTACT_ID = 'movers-contact';
export const MOVERS_SERVICES_ID = 'movers-services';
export const QUOTE_NAME_ID = 'quote-name';

/** Where a move starts and ends: a city or a PIN code, as the visitor typed it. */
export interface MoveRoute {
  from: string;
  to: string;
}

/** The movers page's own solid button, in its teal. */
export const tealButtonClass =
  'rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800';

export const moversInputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-600 aria-invalid:ring-red-600/20';
