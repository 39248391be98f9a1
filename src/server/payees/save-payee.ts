import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import type { PayeeState } from '#server/notifications/notification-events.ts';
import { notify } from '#server/notifications/notify.ts';
import {
  deleteImage,
  getImage,
  insertImage,
  type NewImage,
} from '#server/repositories/images.repository.ts';
import {
  getPaymentOption,
  setPaymentOption,
} from '#server/repositories/payment-options.repository.ts';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '#shared/catalog/services.ts';

export interface PayeeChange {
  vehicleType: VehicleType;
  /** Null clears it. */
  upiId: string | null;
  /** The bank account holder's name: null clears it, undefined keeps the stored one. */
  holderName: string | null | undefined;
  /** A new QR image (re-encoded), or undefined to keep the stored one unless `removeImage`. */
  image: NewImage | undefined;
  removeImage: boolean;
}

async function qrImageRecord(db: Kysely<Database>, id: string | null) {
  const image = id ? await getImage(db, id) : undefined;
  return image ? { imageId: image.id, sha256: image.sha256, bytes: image.byteSize } : null;
}

/**
 * Saves a vehicle type's UPI id and QR image. When that changes where customers pay, the same
 * transaction writes the audit entry (before → after) and warns the owners (notifications). Answers
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
      holderName: current?.holderName ?? null,
    };
    const holderName = change.holderName === undefined ? before.holderName : change.holderName;
    const qrImageId = image
      ? await insertImage(trx, image, now)
      : removeImage
        ? null
        : previousImageId;
    await setPaymentOption(trx, { vehicleType, upiId, qrImageId, holderName }, now);
    if (previousImageId && previousImageId !== qrImageId) await deleteImage(trx, previousImageId);
    const after: PayeeState = {
      upiId,
      qrImage:
        image && qrImageId
          ? { imageId: qrImageId, sha256: image.sha256, bytes: image.byteSize }
          : before.qrImage && qrImageId
            ? before.qrImage
            : null,
      holderName,
    };
    if (
      before.upiId === after.upiId &&
      previousImageId === qrImageId &&
      before.holderName === holderName
    ) {
      return false;
    }

    const subject = VEHICLE_TYPE_LABELS[vehicleType];
    await recordAudit(trx, actor, { kind: 'payee-changed', subject, before, after }, now);
    await notify(trx, { type: 'payee-changed', vehicleType, before, after, by: actor }, mail, now);
    return true;
  });
}
