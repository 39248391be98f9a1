import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { payeeChangedMail } from '#server/mail/templates/payee-changed-mail.ts';
import { listAdmins } from '#server/repositories/admins.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { formatAuditValue } from '#shared/admin/audit-changes.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';
import { byEmail } from '../notice.ts';
import type { PayeeChanged, QrImageRecord } from '../notification-events.ts';
import type { NotifyContext, Policy } from '../policy.ts';

/**
 * Who hears of a payee change: ADMIN_EMAIL, the office address in the server's configuration
 * (where booking notices go), because nobody can change it from the admin area, so a stolen
 * session cannot send the warning elsewhere. Without it, every active owner.
 */
async function ownerAddresses(trx: Kysely<Database>, { adminEmail }: NotifyContext) {
  if (adminEmail) return [adminEmail];
  const admins = await listAdmins(trx);
  return admins
    .filter((admin) => admin.isAdmin === 1 && admin.role === 'owner')
    .map((admin) => admin.email);
}

function describeImage(image: QrImageRecord | null): string {
  return image
    ? `uploaded image, ${image.bytes} bytes, SHA-256 ${image.sha256.slice(0, 16)}…`
    : 'none (QR made from the UPI id)';
}

/** The owners' warning that where customers pay was changed; never capped, in English. */
export const payeeChanged: Policy<PayeeChanged> = async (trx, event, context, now) => {
  const { vehicleType, before, after, by } = event;
  const { publicUrl } = context;
  const content = payeeChangedMail(
    {
      vehicleType: VEHICLE_TYPE_LABELS[vehicleType],
      changes: [
        ['UPI id', formatAuditValue(before.upiId), formatAuditValue(after.upiId)],
        ['QR image', describeImage(before.qrImage), describeImage(after.qrImage)],
        ['Account holder', formatAuditValue(before.holderName), formatAuditValue(after.holderName)],
      ],
      by: by.email,
      address: by.address,
      at: indiaDateTime(now),
      links: {
        qrCodes: `${publicUrl}${PAGE_PATHS.admin.qrCodes}`,
        auditTrail: `${publicUrl}${PAGE_PATHS.admin.audit}`,
      },
    },
    await getSiteInfo(trx),
  );
  return (await ownerAddresses(trx, context)).map((recipient) => ({
    audience: 'staff' as const,
    message: byEmail('payee-changed', recipient, content),
  }));
};
