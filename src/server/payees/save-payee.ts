import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { payeeChangedMail } from '#server/mail/templates/payee-changed-mail.ts';
import { listAdmins } from '#server/repositories/admins.repository.ts';
import {
  deleteImage,
  getImage,
  insertImage,
  type NewImage,
} from '#server/repositories/images.repository.ts';
import { enqueueMail } from '#server/repositories/outbox.repository.ts';
import {
  getPaymentOption,
  setPaymentOption,
} from '#server/repositories/payment-options.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { formatAuditValue } from '#shared/admin/audit-changes.ts';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '#shared/catalog/services.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';

export interface PayeeChange {
  vehicleType: VehicleType;
  /** Null clears it. */
  upiId: string | null;
  /** A new QR image (re-encoded), or undefined to keep the stored one unless `removeImage`. */
  image: NewImage | undefined;
  removeImage: boolean;
}

/** A QR image in the audit trail and the owner's mail: which one, never its bytes. */
interface QrImageRecord {
  imageId: string;
  sha256: string;
  bytes: number;
}

interface PayeeState {
  upiId: string | null;
  qrImage: QrImageRecord | null;
}

async function qrImageRecord(db: Kysely<Database>, id: string | null) {
  const image = id ? await getImage(db, id) : undefined;
  return image ? { imageId: image.id, sha256: image.sha256, bytes: image.byteSize } : null;
}

/**
 * Who hears of a payee change: ADMIN_EMAIL, the office address in the server's configuration
 * (where booking notices go), because nobody can change it from the admin area, so a stolen
 * session cannot send the warning elsewhere. Without it, every active owner.
 */
async function ownerAddresses(db: Kysely<Database>, { adminEmail }: MailContext) {
  if (adminEmail) return [adminEmail];
  const admins = await listAdmins(db);
  return admins
    .filter((admin) => admin.isAdmin === 1 && admin.role === 'owner')
    .map((admin) => admin.email);
}

/**
 * Saves a vehicle type's UPI id and QR image. When that changes where customers pay, the same
 * transaction writes the audit entry (before → after) and queues the owner's notice. Answers
 * whether anything changed.
 */
export async function savePayee(
  db: Kysely<Database>,
  change: PayeeChange,
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<boolean> {
  const { vehicleType, upiId, image, removeImage } = change;
  return db.transaction().execute(async (trx) => {
    const current = await getPaymentOption(trx, vehicleType);
    const previousImageId = current?.qrImageId ?? null;
    const before: PayeeState = {
      upiId: current?.upiId ?? null,
      qrImage: await qrImageRecord(trx, previousImageId),
    };
    const qrImageId = image
      ? await insertImage(trx, image, now)
      : removeImage
        ? null
        : previousImageId;
    await setPaymentOption(trx, { vehicleType, upiId, qrImageId }, now);
    if (previousImageId && previousImageId !== qrImageId) await deleteImage(trx, previousImageId);
    const after: PayeeState = {
      upiId,
      qrImage:
        image && qrImageId
          ? { imageId: qrImageId, sha256: image.sha256, bytes: image.byteSize }
          : before.qrImage && qrImageId
            ? before.qrImage
            : null,
    };
    if (before.upiId === after.upiId && previousImageId === qrImageId) return false;

    const subject = VEHICLE_TYPE_LABELS[vehicleType];
    await recordAudit(trx, actor, { kind: 'payee-changed', subject, before, after }, now);
    const content = payeeChangedMail(
      {
        vehicleType: subject,
        changes: [
          ['UPI id', formatAuditValue(before.upiId), formatAuditValue(after.upiId)],
          ['QR image', describeImage(before.qrImage), describeImage(after.qrImage)],
        ],
        by: actor.email,
        address: actor.address,
        at: indiaDateTime(now),
        links: {
          qrCodes: `${mail.publicUrl}${PAGE_PATHS.admin.qrCodes}`,
          auditTrail: `${mail.publicUrl}${PAGE_PATHS.admin.audit}`,
        },
      },
      await getSiteInfo(trx),
    );
    for (const recipient of await ownerAddresses(trx, mail)) {
      await enqueueMail(
        trx,
        {
          kind: 'payee-changed',
          recipient,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
        },
        now,
      );
    }
    return true;
  });
}

function describeImage(image: QrImageRecord | null): string {
  return image
    ? `uploaded image, ${image.bytes} bytes, SHA-256 ${image.sha256.slice(0, 16)}…`
    : 'none (QR made from the UPI id)';
}
