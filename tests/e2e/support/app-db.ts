import path from 'node:path';
import Database from 'better-sqlite3';
import {
  DEFAULT_APPOINTMENT_RULES,
  MAX_SLOT_CAPACITY,
} from '#shared/appointments/appointment-rules.ts';
import { DEFAULT_HOLD_SETTINGS, MAX_OPEN_HOLDS } from '#shared/booking/hold-settings.ts';

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

/** The UPI id the browser tests pay to. */
export const TEST_UPI_ID = 'hsrpbooking@okaxis';

/**
 * Gives a vehicle type a payee (a UPI id) unless it has one: a fresh install has none, and its
 * payment page then says bookings are paused. Pages opened afterwards see it.
 */
export function ensurePayee(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER'): void {
  const db = openAppDb();
  try {
    db.prepare(
      `update payment_options set upi_id = ?
       where vehicle_type = ? and upi_id is null and qr_image_id is null`,
    ).run(TEST_UPI_ID, vehicleType);
  } finally {
    db.close();
  }
}

export interface StoredMail {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/** The outbox rows a booking caused, oldest first. */
export function findBookingMails(orderId: string): StoredMail[] {
  const db = openAppDb();
  try {
    return db
      .prepare(
        `select m.* from outbox_mails m join bookings b on b.id = m.booking_id
         where b.order_id = ? order by m.created_at, m.id`,
      )
      .all(orderId) as StoredMail[];
  } finally {
    db.close();
  }
}

/** Mails anywhere in the outbox that are not delivered yet (what the admin panel lists). */
export function countUndeliveredMails(): number {
  const db = openAppDb();
  try {
    const row = db
      .prepare(
        `select count(*) as n from outbox_mails where status in ('pending', 'sending', 'failed')`,
      )
      .get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * Marks a booking's mails failed for good, as the worker does after eight refused attempts. Call
 * it once they were delivered, so the worker is not holding one while it changes.
 */
export function failBookingMails(orderId: string, lastError: string): void {
  const db = openAppDb();
  try {
    db.prepare(
      `update outbox_mails set status = 'failed', attempts = 8, last_error = ?,
         claimed_until = null, delivered_at = null
       where booking_id = (select id from bookings where order_id = ?)`,
    ).run(lastError, orderId);
  } finally {
    db.close();
  }
}

/**
 * Forgets the booking limits' counts. Bookings a test posts as set-up are no customer's: they
 * must not use up the limit that a later test's customer meets on the same server.
 */
export function forgetBookingLimits(): void {
  const db = openAppDb();
  try {
    db.prepare(`delete from rate_limits where key like 'booking:%'`).run();
  } finally {
    db.close();
  }
}

/**
 * The default days and slots, with the most places a slot can have: the browser tests book a
 * hundred times or more on one server, at random slots, and none may fill up by accident.
 */
const roomy = (slots: typeof DEFAULT_APPOINTMENT_RULES.slots.home) =>
  slots.map((slot) => ({ ...slot, capacity: MAX_SLOT_CAPACITY }));

export const ROOMY_APPOINTMENT_RULES = {
  ...DEFAULT_APPOINTMENT_RULES,
  slots: {
    home: roomy(DEFAULT_APPOINTMENT_RULES.slots.home),
    dealer: roomy(DEFAULT_APPOINTMENT_RULES.slots.dealer),
  },
};

/**
 * Saves ROOMY_APPOINTMENT_RULES as the first centre's, and hold settings that let one address hold many unpaid
 * bookings, unless saved already (a test's own are kept).
 */
export function ensureRoomyAppointments(): void {
  const db = openAppDb();
  try {
    // The first centre's rules, while nobody has changed them since the database was made.
    db.prepare(
      `update fitting_centres set rules = ?, updated_by = 'e2e', updated_at = ?
       where updated_by = 'upgrade'`,
    ).run(JSON.stringify(ROOMY_APPOINTMENT_RULES), new Date().toISOString());
    // Every test's customer books from 127.0.0.1 and never pays: the server must not count them as
    // one connection holding the calendar (the hold limits, tested in the API tests).
    db.prepare(
      `insert into settings (key, value, updated_by, updated_at) values ('payment_holds', ?, 'e2e', ?)
       on conflict (key) do nothing`,
    ).run(
      JSON.stringify({ ...DEFAULT_HOLD_SETTINGS, addressOpenHolds: MAX_OPEN_HOLDS }),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/** How many places a slot of the first centre holds now. */
export function placesTaken(day: string, slot: string, installation = 'home'): number {
  const db = openAppDb();
  try {
    const row = db
      .prepare(
        `select booked from appointment_slots where day = ? and slot = ? and installation = ?
         and centre_id = (select id from fitting_centres where active = 1 order by position limit 1)`,
      )
      .get(day, slot, installation) as { booked: number } | undefined;
    return row?.booked ?? 0;
  } finally {
    db.close();
  }
}

/** Sets how many places a slot of the first centre holds: MAX_SLOT_CAPACITY fills it. */
export function setPlacesTaken(day: string, slot: string, booked: number, installation = 'home') {
  const db = openAppDb();
  try {
    db.prepare(
      `insert into appointment_slots (centre_id, day, installation, slot, booked)
       select id, ?, ?, ?, ? from fitting_centres where active = 1 order by position limit 1
       on conflict (centre_id, day, installation, slot) do update set booked = excluded.booked`,
    ).run(day, installation, slot, booked);
  } finally {
    db.close();
  }
}
