import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveHoldSettings } from '#server/holds/hold-settings.ts';
import {
  firstActiveCentre,
  insertCentre,
  saveCentreRules,
  updateCentre,
} from '#server/repositories/fitting-centres.repository.ts';
import { replaceServiceAreas } from '#server/repositories/service-areas.repository.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import type { Availability } from '#shared/appointments/appointment-schema.ts';
import { firstBookableDay, indiaNow } from '#shared/appointments/availability.ts';
import { DEFAULT_HOLD_SETTINGS } from '#shared/booking/hold-settings.ts';
import type { FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import type { FittingPlaces } from '#shared/centres/fitting-places.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Every day a working day, two days' lead, one home and one dealer slot of `places` each. */
const rulesOf = (places: number): AppointmentRules => ({
  ...DEFAULT_APPOINTMENT_RULES,
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  leadWorkingDays: 2,
  slots: {
    home: [{ start: '10:00', end: '12:00', capacity: places }],
    dealer: [{ start: '14:00', end: '17:00', capacity: places }],
  },
});
const SLOT = { home: '10:00-12:00', dealer: '14:00-17:00' } as const;
const firstDay = () => firstBookableDay(rulesOf(1), indiaNow(new Date()).today);

const centre = (overrides: Partial<FittingCentreInput> = {}): FittingCentreInput => ({
  name: 'Dehradun Fitting Centre',
  address: '12 Rajpur Road',
  city: 'Dehradun',
  pincode: '248001',
  mapUrl: 'https://maps.example/doon',
  phone: '0135 2712345',
  active: true,
  rules: rulesOf(2),
  ...overrides,
});

/** The first centre (the migration's, Roorkee 247667) with rulesOf(places), and its id. */
async function firstCentre(places = 2): Promise<string> {
  const { id } = await firstActiveCentre(t.db.kysely);
  await saveCentreRules(t.db.kysely, id, rulesOf(places), 'test');
  return id;
}

const book = (overrides: Record<string, unknown>) => {
  const installation = overrides.installation === 'dealer' ? 'dealer' : 'home';
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({
      appointmentDay: firstDay(),
      appointmentSlot: SLOT[installation],
      ...overrides,
    }),
  });
};

async function storedCentres(): Promise<string[]> {
  const rows = await t.db.kysely.selectFrom('bookings').select('centreId').execute();
  return rows.map((row) => row.centreId).sort();
}

async function placesTaken(centreId: string, installation: 'home' | 'dealer'): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('centreId', '=', centreId)
    .where('day', '=', firstDay())
    .where('installation', '=', installation)
    .executeTakeFirst();
  return row?.booked ?? 0;
}

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

describe('places per fitting centre', () => {
  it('counts each centre’s places apart: racing customers never overbook either', async () => {
    // One connection books them all here: its share of a day is not what is tested.
    await saveHoldSettings(
      t.db.kysely,
      { ...DEFAULT_HOLD_SETTINGS, addressDayPercent: 100 },
      'test',
    );
    const roorkee = await firstCentre(2);
    const doon = await insertCentre(t.db.kysely, centre(), 'test');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book({ installation: 'dealer', centreId: i % 2 ? roorkee : doon }),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(4);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAZY_FORM_MESSAGES.appointmentFull);
    }
    expect(await storedCentres()).toEqual([roorkee, roorkee, doon, doon].sort());
    expect(await placesTaken(roorkee, 'dealer')).toBe(2);
    expect(await placesTaken(doon, 'dealer')).toBe(2);
  });

  it('counts a connection’s share of a day per centre', async () => {
    // Four places a day at each (one home and one dealer slot of two): half is two.
    const roorkee = await firstCentre(2);
    const doon = await insertCentre(t.db.kysely, centre(), 'test');
    for (const centreId of [roorkee, roorkee, doon, doon]) {
      expect((await book({ installation: 'dealer', centreId })).statusCode).toBe(201);
    }
    const res = await book({ installation: 'home' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(LAZY_FORM_MESSAGES.tooManyHoldsForDay);
  });

  it('shows each centre its own calendar: a holiday at one closes only that one', async () => {
    const roorkee = await firstCentre(2);
    const doon = await insertCentre(
      t.db.kysely,
      centre({ rules: { ...rulesOf(2), holidays: [{ day: firstDay(), name: 'Local fair' }] } }),
      'test',
    );
    const dayAt = async (id: string) => {
      const { status, body } = await get<Availability>(
        `${API_PATHS.appointments}?installation=dealer&centre=${id}`,
      );
      expect(status).toBe(200);
      expect(body.centreId).toBe(id);
      return body.days.find((day) => day.day === firstDay());
    };
    expect(await dayAt(roorkee)).toMatchObject({ state: 'open' });
    expect(await dayAt(doon)).toMatchObject({ state: 'closed', holiday: 'Local fair' });
    // A page from before centres names none: the first centre's.
    const { body } = await get<Availability>(`${API_PATHS.appointments}?installation=dealer`);
    expect(body.centreId).toBe(roorkee);
    const res = await book({ installation: 'dealer', centreId: doon });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAZY_FORM_MESSAGES.appointmentClosed);
  });

  it('answers 404 for the calendar of a centre that is unknown or closed', async () => {
    const doon = await insertCentre(t.db.kysely, centre({ active: false }), 'test');
    for (const id of ['no-such-centre', doon]) {
      const { status, body } = await get<{ message: string }>(
        `${API_PATHS.appointments}?installation=dealer&centre=${id}`,
      );
      expect(status).toBe(404);
      expect(body.message).toBe(LAZY_FORM_MESSAGES.centreUnavailable);
    }
  });
});

describe('dealer installation names its centre', () => {
  it('refuses a closed centre, and asks for one when several are open; one open is taken', async () => {
    const roorkee = await firstCentre();
    const closed = await insertCentre(t.db.kysely, centre({ active: false }), 'test');
    let res = await book({ installation: 'dealer', centreId: closed });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ centreId: LAZY_FORM_MESSAGES.centreUnavailable });

    // The only open centre serves a page that names none.
    res = await book({ installation: 'dealer' });
    expect(res.statusCode).toBe(201);
    expect(await storedCentres()).toEqual([roorkee]);

    await updateCentre(t.db.kysely, closed, centre({ active: true }), 'test');
    res = await book({ installation: 'dealer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ centreId: LAZY_FORM_MESSAGES.centreRequired });
    expect(await storedCentres()).toEqual([roorkee]);
  });
});

describe('home installation inside the service areas', () => {
  it('is refused outside every area, and without a street address, storing nothing', async () => {
    const roorkee = await firstCentre();
    await replaceServiceAreas(t.db.kysely, [{ pins: '247', centreId: roorkee }]);
    let res = await book({ installation: 'home', pincode: '248001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ installation: LAZY_FORM_MESSAGES.homeNotServed });

    res = await book({ installation: 'home', pincode: '247667', address: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ address: LAZY_FORM_MESSAGES.addressRequiredForHome });
    expect(await storedCentres()).toEqual([]);
  });

  it('is served by the narrowest area’s centre, whatever centre the page sent', async () => {
    const roorkee = await firstCentre();
    const doon = await insertCentre(t.db.kysely, centre(), 'test');
    await replaceServiceAreas(t.db.kysely, [
      { pins: '24', centreId: roorkee },
      { pins: '248001-248009', centreId: doon },
    ]);
    expect((await book({ pincode: '248005', centreId: roorkee })).statusCode).toBe(201);
    expect((await book({ pincode: '249001', centreId: doon })).statusCode).toBe(201);
    expect(await storedCentres()).toEqual([roorkee, doon].sort());
    expect(await placesTaken(doon, 'home')).toBe(1);
    expect(await placesTaken(roorkee, 'home')).toBe(1);
  });

  it('is refused when the area’s centre has closed', async () => {
    await firstCentre();
    const doon = await insertCentre(t.db.kysely, centre(), 'test');
    await replaceServiceAreas(t.db.kysely, [{ pins: '248', centreId: doon }]);
    await updateCentre(t.db.kysely, doon, centre({ active: false }), 'test');
    const res = await book({ pincode: '248001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAZY_FORM_MESSAGES.homeNotServed);
  });
});

describe('GET /api/fitting-places', () => {
  it('lists the open centres nearest the PIN first, with the next free day, and the home centre', async () => {
    const roorkee = await firstCentre();
    const doon = await insertCentre(t.db.kysely, centre(), 'test');
    const delhi = await insertCentre(
      t.db.kysely,
      centre({ name: 'Delhi', city: 'New Delhi', pincode: '110001' }),
      'test',
    );
    await insertCentre(
      t.db.kysely,
      centre({ name: 'Closed', pincode: '248002', active: false }),
      'test',
    );
    await replaceServiceAreas(t.db.kysely, [{ pins: '248', centreId: doon }]);

    const { status, body } = await get<FittingPlaces>(`${API_PATHS.fittingPlaces}?pincode=248005`);
    expect(status).toBe(200);
    expect(body.home).toEqual({ centreId: doon, charges: {} });
    expect(body.centres.map((c) => c.id)).toEqual([doon, roorkee, delhi]);
    expect(body.centres[0]).toEqual({
      id: doon,
      name: 'Dehradun Fitting Centre',
      address: '12 Rajpur Road',
      city: 'Dehradun',
      pincode: '248001',
      mapUrl: 'https://maps.example/doon',
      phone: '0135 2712345',
      nextOpenDay: firstDay(),
    });

    const outside = await get<FittingPlaces>(`${API_PATHS.fittingPlaces}?pincode=110011`);
    expect(outside.body.home).toBeNull();
    expect(outside.body.centres[0]?.id).toBe(delhi);
  });

  it('names no next day for a centre whose dealer slots are all taken', async () => {
    const roorkee = await firstCentre(1);
    const { body: before } = await get<FittingPlaces>(`${API_PATHS.fittingPlaces}?pincode=247667`);
    expect(before.centres[0]?.nextOpenDay).toBe(firstDay());
    expect((await book({ installation: 'dealer', centreId: roorkee })).statusCode).toBe(201);
    const { body: after } = await get<FittingPlaces>(`${API_PATHS.fittingPlaces}?pincode=247667`);
    expect(after.centres[0]?.nextOpenDay).not.toBe(firstDay());
  });

  it('refuses a PIN that is not one', async () => {
    for (const pincode of ['12345', '012345', 'abcdef', '']) {
      const { status, body } = await get<{ message: string }>(
        `${API_PATHS.fittingPlaces}?pincode=${pincode}`,
      );
      expect(status).toBe(400);
      expect(body.message).toMatch(/pin code/i);
    }
  });
});
