import { randomUUID } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. The defaults below are
// copied, not imported, for that reason: they are what a database without settings had.
const FIRST_START_SITE = {
  name: 'HSRP Plate Booking',
  phone: '098765 43210',
  address: 'Civil Lines, Roorkee',
  addressCity: 'Roorkee, Uttarakhand 247667',
  postalCode: '247667',
};
const slots = (times: [string, string][], capacity: number) =>
  times.map(([start, end]) => ({ start, end, capacity }));
const FIRST_START_RULES = {
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
  leadWorkingDays: 7,
  slots: {
    home: slots(
      [
        ['10:00', '12:00'],
        ['12:00', '14:00'],
        ['14:00', '16:00'],
        ['16:00', '18:00'],
      ],
      4,
    ),
    dealer: slots(
      [
        ['10:00', '13:00'],
        ['14:00', '17:00'],
      ],
      8,
    ),
  },
};

const stored = async (db: Kysely<unknown>, key: string) => {
  const { rows } = await sql<{
    value: string;
  }>`select value from settings where key = ${key}`.execute(db);
  if (!rows[0]) return undefined;
  try {
    return JSON.parse(rows[0].value) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export function fittingCentres(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Fitting centres (issue 38, decision 0051): each with its own calendar's rules (JSON of
      // AppointmentRules: working days, holidays, lead time, home and dealer slots). `active` 0
      // closes a centre to new bookings; its bookings keep it.
      await db.schema
        .createTable('fitting_centres')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('map_url', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().check(sql`active in (0, 1)`))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // Where home fitting is offered: `pins` as the owner wrote it (a PIN, a range, a district's
      // prefix), `from_pin`–`to_pin` the PINs it takes in, served from `centre_id`.
      await db.schema
        .createTable('service_areas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('pins', 'text', (c) => c.notNull().unique())
        .addColumn('from_pin', 'text', (c) => c.notNull())
        .addColumn('to_pin', 'text', (c) => c.notNull())
        .addColumn('centre_id', 'text', (c) => c.notNull().references('fitting_centres.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      // The business's one calendar becomes its first centre, at the address its site shows, so
      // nothing changes for customers on upgrade; home fitting stays offered at every PIN, from
      // there, as one area the owner can narrow.
      const site = { ...FIRST_START_SITE, ...(await stored(db, 'site_info')) };
      const rules = (await stored(db, 'appointment_rules')) ?? FIRST_START_RULES;
      const centreId = randomUUID();
      const postalCode = text(site.postalCode, FIRST_START_SITE.postalCode);
      await sql`insert into fitting_centres
        (id, name, address, city, pincode, map_url, phone, rules, active, position, updated_by, updated_at)
        values (${centreId}, ${text(site.name, FIRST_START_SITE.name)},
          ${text(site.address, FIRST_START_SITE.address)},
          ${text(site.addressCity, FIRST_START_SITE.addressCity).replace(/[\s,]*\d{6}\s*$/, '')},
          ${/^[1-9]\d{5}$/.test(postalCode) ? postalCode : FIRST_START_SITE.postalCode},
          '', ${text(site.phone, '')}, ${JSON.stringify(rules)}, 1, 0, 'upgrade',
          ${new Date().toISOString()})`.execute(db);
      await sql`insert into service_areas (id, pins, from_pin, to_pin, centre_id, position)
        values (${randomUUID()}, '100000-999999', '100000', '999999', ${centreId}, 0)`.execute(db);
      await sql`delete from settings where key = 'appointment_rules'`.execute(db);

      // Every booking belongs to a centre: those made so far to the first.
      await db.schema
        .alterTable('bookings')
        .addColumn('centre_id', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update bookings set centre_id = ${centreId}`.execute(db);
      await db.schema
        .createIndex('bookings_centre_appointment')
        .on('bookings')
        .columns(['centre_id', 'appointment_day'])
        .execute();

      // Places are counted per centre. Neither database adds a column to a primary key in
      // place: the table is made again, its counts copied to the first centre.
      await db.schema.alterTable('appointment_slots').renameTo('appointment_slots_0017').execute();
      await db.schema
        .createTable('appointment_slots')
        .addColumn('centre_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('installation', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('appointment_slots_centre_pk', [
          'centre_id',
          'day',
          'installation',
          'slot',
        ])
        .execute();
      await sql`insert into appointment_slots (centre_id, day, installation, slot, booked)
        select ${centreId}, day, installation, slot, booked from appointment_slots_0017`.execute(
        db,
      );
      await db.schema.dropTable('appointment_slots_0017').execute();
    },
  };
}
