import { COMPLAINTS_ADMIN_PATH } from '#shared/complaints/admin-complaints.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * Admin pages added after the customer bundle's budget filled up: their paths live here, in the
 * admin chunk, not in PAGE_PATHS (which every customer page downloads).
 */
export const ADMIN_PAGE_PATHS = {
  /** The owner's WhatsApp and SMS settings (issue 36). */
  messages: `${paths.admin.root}/messages`,
  /** The complaints queue (issue 37). */
  complaints: COMPLAINTS_ADMIN_PATH,
  /** Requests to cancel and refunds to pay back (issue 37). */
  refunds: `${paths.admin.root}/refunds`,
  /** The owner's fitting centres, each with its calendar (issue 38, decision 0051). */
  centres: `${paths.admin.root}/centres`,
  /** Where home fitting is offered, and from which centre. */
  serviceAreas: `${paths.admin.root}/service-areas`,
  /** The owner's retention periods and customers' erasure requests (decision 0050). */
  customersData: `${paths.admin.root}/customers-data`,
} as const;
