import { openAppDb } from './app-db.ts';

/** Takes every policy down again (the admin screen publishes and edits, but never unpublishes). */
export function unpublishPolicies(): void {
  const db = openAppDb();
  try {
    db.prepare(`delete from settings where key like 'policy!_%' escape '!'`).run();
  } finally {
    db.close();
  }
}

/** A refund policy as an owner writes it: two paragraphs, one of them with text that looks like markup. */
export const OWN_REFUND_POLICY = [
  'Cancel free of charge until we order your plates from the manufacturer.\nCall us with your order number.',
  'Refunds reach your UPI account within 5 working days. <b>No fees</b> & no questions asked.',
].join('\n\n');

/** A vehicle type's stored UPI id, to put back after a test that changes it. */
export function readUpiId(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER'): string | null {
  const db = openAppDb();
  try {
    const row = db
      .prepare('select upi_id from payment_options where vehicle_type = ?')
      .get(vehicleType) as { upi_id: string | null } | undefined;
    return row?.upi_id ?? null;
  } finally {
    db.close();
  }
}
