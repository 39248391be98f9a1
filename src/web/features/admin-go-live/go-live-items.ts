import type { GoLive } from '#shared/admin/go-live.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { POLICY_TITLES } from '#shared/policies/policy-titles.ts';
// The dashboard's mail panel explains the mail setup (SMTP is configured on the server, not here).
import { MAIL_PANEL_ID } from '#web/lib/admin/dashboard-panels.ts';
import { paths } from '#web/lib/paths.ts';

export interface GoLiveItem {
  id: keyof Omit<GoLive, 'ready'>;
  title: string;
  done: boolean;
  /** Optional items never hold up "ready". */
  optional: boolean;
  detail: string;
  /** The page (or, for mail, the dashboard's panel) where it is set up. */
  href: string;
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
