import type { GoLive, GoLiveReview } from '#shared/admin/go-live.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { POLICY_TITLES } from '#shared/policies/policy-titles.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
// The dashboard's mail panel explains the mail setup (SMTP is configured on the server, not here).
import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { MAIL_PANEL_ID } from '#web/lib/admin/dashboard-panels.ts';
import { paths } from '#web/lib/paths.ts';

export interface GoLiveItem {
  id: keyof Omit<GoLive, 'ready' | 'siteUrl'>;
  title: string;
  done: boolean;
  /** Optional items never hold up "ready". */
  optional: boolean;
  detail: string;
  /** The page (or, for mail, the dashboard's panel) where it is set up. */
  href: string;
  /** Kept as first installed, it may be right: the owner can say so here (and its button). */
  review?: { item: GoLiveReview; button: string };
}

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The server's checklist in the owner's words, in the order a new owner would set things up. */
export function goLiveItems(status: GoLive): GoLiveItem[] {
  const samples = status.siteInfo.samples.map((field) =>
    field === 'phone' ? 'phone number' : 'e-mail address',
  );
  return [
    {
      id: 'payee',
      title: 'Payee for each vehicle type',
      done: status.payee.done,
      optional: false,
      detail: status.payee.done
        ? 'Every vehicle type has a UPI id or a QR image.'
        : `No UPI id or QR image yet for ${list(status.payee.missing.map((type) => VEHICLE_TYPE_LABELS[type]))}: customers cannot pay for these.`,
      href: paths.admin.qrCodes,
    },
    {
      id: 'siteInfo',
      title: 'Your contact details',
      done: status.siteInfo.done,
      optional: false,
      detail: status.siteInfo.done
        ? 'Customers see your own phone number and e-mail address.'
        : `Customers still see the sample ${list(samples)}, which reach nobody.`,
      href: paths.admin.siteInfo,
    },
    {
      id: 'address',
      title: 'Your business address',
      done: status.address.done,
      optional: false,
      detail: status.address.done
        ? 'Customers and invoices show your own street address.'
        : `Customers and invoices still show the sample address “${DEFAULT_SITE_INFO.address}”.`,
      href: paths.admin.siteInfo,
    },
    {
      id: 'prices',
      title: 'Prices reviewed',
      done: status.prices.done,
      optional: false,
      detail: status.prices.done
        ? 'You have saved or confirmed your prices.'
        : 'Customers are charged the first-start prices until you change them on the Pricing page or confirm they are right.',
      href: paths.admin.pricing,
      review: { item: 'prices', button: 'Prices are right' },
    },
    {
      id: 'fittingDays',
      title: 'Fitting days and slots reviewed',
      done: status.fittingDays.done,
      optional: false,
      detail: status.fittingDays.done
        ? 'You have saved or confirmed your fitting centres’ days and slots.'
        : 'Customers book fittings on the first-start days and slots until you change them for your fitting centres or confirm they are right.',
      href: ADMIN_PAGE_PATHS.centres,
      review: { item: 'fittingDays', button: 'Fitting days are right' },
    },
    {
      id: 'mail',
      title: 'E-mail',
      done: status.mail.done,
      optional: false,
      detail: status.mail.done
        ? 'SMTP is configured: receipts, status updates and notices are sent.'
        : 'Not configured: receipts, status updates, new-booking notices and reset links only go to the server log. Set SMTP_URL on the server and restart it.',
      href: `#${MAIL_PANEL_ID}`,
    },
    {
      id: 'policies',
      title: 'Policies for customers',
      done: status.policies.done,
      optional: false,
      detail: status.policies.done
        ? 'Refund and cancellation, privacy, terms and the grievance officer are published.'
        : `Not published yet: ${list(status.policies.unpublished.map((page) => POLICY_TITLES[page]))}.`,
      href: paths.admin.policies,
    },
    {
      id: 'gstin',
      title: 'Are you registered for GST?',
      done: status.gstin.done,
      optional: true,
      detail: GST_DETAILS[status.gstin.answer],
      href: paths.admin.siteInfo,
    },
  ];
}

const GST_DETAILS: Record<GoLive['gstin']['answer'], string> = {
  gstin: 'Yes, GSTIN set: prices carry GST and verified payments get tax invoices.',
  no: 'No: prices show no tax and customers get a bill of supply.',
  'yes-without-gstin':
    'You answered yes, but no GSTIN is saved: until it is, prices carry no GST. Enter it in Site info.',
  none: 'Answer in Site info: enter your GSTIN, or say you are not registered.',
};
