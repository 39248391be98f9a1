import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { VehicleType } from '#shared/catalog/services.ts';

export interface StoredPaymentOption {
  vehicleType: VehicleType;
  upiId: string | null;
  qrImageId: string | null;
  /** The bank account holder's name, as customers' UPI apps show it; undefined keeps it. */
  holderName?: string | null;
}

export async function listPaymentOptions(db: Kysely<Database>): Promise<StoredPaymentOption[]> {
  return db
    .selectFrom('paymentOptions')
    .select(['vehicleType', 'upiId', 'qrImageId', 'holderName'])
    .execute();
}

export async function getPaymentOption(
  db: Kysely<Database>,
  vehicleType: VehicleType,
): Promise<StoredPaymentOption | undefined> {
  const row = await db
    .selectFrom('paymentOptions')
    .select(['upiId', 'qrImageId', 'holderName'])
    .where('vehicleType', '=', vehicleType)
    .executeTakeFirst();
  return row && { vehicleType, ...row };
}

export async function setPaymentOption(
  db: Kysely<Database>,
  option: StoredPaymentOption,
  now = new Date(),
): Promise<void> {
  const values = { ...option, updatedAt: now.toISOString() };
  await db
    .insertInto('paymentOptions')
    .values(values)
    .onConflict((oc) => oc.column('vehicleType').doUpdateSet(values))
    .execute();
}
