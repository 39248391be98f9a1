import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The running server's own SQLite file, opened beside it: tests check what was really stored and
 * set up what only an admin could (until the admin area exists).
 */
export function openAppDb(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through Playwright.');
  const db = new Database(path.join(dataDir, 'hsrp.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export interface StoredBooking {
  order_id: string;
  full_name: string;
  status: string;
  price_total: number;
  price_base: number;
  txn_id: string;
  reg_number: string;
  chassis_last5: string;
  proof_image_id: string | null;
}

export function findBooking(orderId: string): StoredBooking | undefined {
  const db = openAppDb();
  try {
    return db.prepare('select * from bookings where order_id = ?').get(orderId) as
      | StoredBooking
      | undefined;
  } finally {
    db.close();
  }
}

export function countBookings(): number {
  const db = openAppDb();
  try {
    return (db.prepare('select count(*) as n from bookings').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export function setUpiId(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER', upiId: string | null): void {
  const db = openAppDb();
  try {
    db.prepare('update payment_options set upi_id = ? where vehicle_type = ?').run(
      upiId,
      vehicleType,
    );
  } finally {
    db.close();
  }
}
