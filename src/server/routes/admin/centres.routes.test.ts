import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { servesAreasMessage } from '#server/settings/change-centres.ts';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  APPOINTMENT_RULE_MESSAGES,
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import { CENTRE_MESSAGES, type FittingCentre } from '#shared/centres/fitting-centre.ts';
import { SERVICE_AREA_MESSAGES } from '#shared/centres/service-areas.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';

let t: TestApp;
let owner: Record<string, string>;
let staff: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
  staff = (await signedInAccount(t, 'desk@hsrp.test', 'staff')).headers;
});
afterEach(async () => {
  await t.close();
});

const send = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });

const centres = async (headers = owner) =>
  (await send(headers, 'GET', API_PATHS.admin.centres)).json() as FittingCentre[];
const firstCentre = async () => (await centres())[0] as FittingCentre;
const inputOf = ({ id: _, position: __, ...input }: FittingCentre) => input;

async function addCentre(overrides: Parameters<typeof centreInput>[0] = {}) {
  const res = await send(owner, 'POST', API_PATHS.admin.centres, centreInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as FittingCentre;
}

const auditOf = (kind: string) =>
  t.db.kysely
    .selectFrom('auditEvents')
    .selectAll()
    .where('kind', '=', kind as never)
    .orderBy('createdAt')
    .execute();

const areas = async () =>
  (await send(owner, 'GET', API_PATHS.admin.serviceAreas)).json() as {
    areas: { pins: string; centreId: string }[];
  };
const saveAreas = (list: { pins: string; centreId: string }[], headers = owner) =>
  send(headers, 'PUT', API_PATHS.admin.serviceAreas, { areas: list });

describe('fitting centres', () => {
  it('lists the first centre to everyone, staff included', async () => {
    const list = await centres(staff);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ active: true, position: 0, rules: DEFAULT_APPOINTMENT_RULES });
  });

  it('adds a centre after the others, with an audit entry, and customers can book at it', async () => {
    const added = await addCentre();
    expect(added).toMatchObject({ ...centreInput(), position: 1 });
    expect((await centres()).map((c) => c.id)).toEqual([(await firstCentre()).id, added.id]);
    const [entry, ...more] = await auditOf('centre-added');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorEmail: 'staff@hsrp.test', subject: added.name });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual(centreInput());

    const calendar = await t.app.inject({
      method: 'GET',
      url: API_PATHS.appointments,
      query: { installation: 'dealer', centre: added.id },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().centreId).toBe(added.id);
  });

  it('refuses a bad PIN and a bad map link with a readable message and stores nothing', async () => {
    const pin = await send(owner, 'POST', API_PATHS.admin.centres, centreInput({ pincode: '04' }));
    expect(pin.statusCode).toBe(400);
    expect(pin.json().fieldErrors.pincode).toBe(FORM_MESSAGES.pincodeRequired);
    const map = await send(
      owner,
      'POST',
      API_PATHS.admin.centres,
      centreInput({ mapUrl: 'javascript:alert(1)' }),
    );
    expect(map.statusCode).toBe(400);
    expect(map.json().message).toBe(CENTRE_MESSAGES.mapUrl);
    expect(await centres()).toHaveLength(1);
  });

  it('changes a centre’s details and calendar, and its customers’ calendar follows', async () => {
    const first = await firstCentre();
    const rules: AppointmentRules = { ...DEFAULT_APPOINTMENT_RULES, workingDays: [1, 2, 3] };
    const changed = { ...inputOf(first), name: 'Main workshop', rules };
    const res = await send(owner, 'PUT', API_PATHS.admin.centre(first.id), changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...changed, id: first.id, position: 0 });
    expect(await firstCentre()).toEqual({ ...changed, id: first.id, position: 0 });
    const [entry] = await auditOf('centre-changed');
    expect(entry?.subject).toBe('Main workshop');
    expect(JSON.parse(entry?.before ?? 'null')).toEqual(inputOf(first));
    expect(JSON.parse(entry?.after ?? 'null')).toEqual(changed);

    const calendar = await t.app.inject({
      method: 'GET',
      url: API_PATHS.appointments,
      query: { installation: 'home' },
    });
    const openWeekdays = new Set(
      (calendar.json().days as { day: string; state: string }[])
        .filter((d) => d.state === 'open')
        .map((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay()),
    );
    expect([...openWeekdays].every((d) => [1, 2, 3].includes(d))).toBe(true);
  });

  it.each([
    [
      'overlapping slots',
      {
        slots: {
          ...DEFAULT_APPOINTMENT_RULES.slots,
          home: [
            { start: '10:00', end: '12:00', capacity: 1 },
            { start: '11:00', end: '13:00', capacity: 1 },
          ],
        },
      },
      APPOINTMENT_RULE_MESSAGES.slotOrder,
    ],
    ['no working day', { workingDays: [] }, APPOINTMENT_RULE_MESSAGES.workingDays],
    ['a lead time beyond the promise', { leadWorkingDays: 16 }, APPOINTMENT_RULE_MESSAGES.leadTime],
    [
      'a holiday twice',
      {
        holidays: [
          { day: '2026-12-25', name: 'a' },
          { day: '2026-12-25', name: 'b' },
        ],
      },
      APPOINTMENT_RULE_MESSAGES.holidayTwice,
    ],
    [
      'a holiday name with a control character',
      { holidays: [{ day: '2026-12-25', name: 'Christ\u0007mas' }] },
      FORM_MESSAGES.noControlCharacters,
    ],
  ])('refuses a calendar with %s and stores nothing', async (_, change, message) => {
    const first = await firstCentre();
    const rules = { ...DEFAULT_APPOINTMENT_RULES, ...change };
    const res = await send(owner, 'PUT', API_PATHS.admin.centre(first.id), {
      ...inputOf(first),
      rules,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await firstCentre()).toEqual(first);
    expect(await auditOf('centre-changed')).toEqual([]);
  });

  it('answers 404 for a centre that does not exist', async () => {
    const res = await send(owner, 'PUT', API_PATHS.admin.centre('no-such-centre'), centreInput());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CENTRE_MESSAGES.unknown);
  });

  it('keeps one centre open, and one serving a home area open until its areas move', async () => {
    const first = await firstCentre();
    const closeFirst = () =>
      send(owner, 'PUT', API_PATHS.admin.centre(first.id), { ...inputOf(first), active: false });

    const last = await closeFirst();
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(CENTRE_MESSAGES.lastActive);

    const second = await addCentre();
    const serving = await closeFirst();
    expect(serving.statusCode).toBe(409);
    expect(serving.json().message).toBe(servesAreasMessage(['100000-999999']));
    expect((await firstCentre()).active).toBe(true);

    expect((await saveAreas([{ pins: '100000-999999', centreId: second.id }])).statusCode).toBe(
      200,
    );
    const closed = await closeFirst();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().active).toBe(false);
    // A closed centre may be changed again and opened.
    const reopened = await send(owner, 'PUT', API_PATHS.admin.centre(first.id), inputOf(first));
    expect(reopened.json().active).toBe(true);
  });

  it('lets staff read the centres but neither add nor change one', async () => {
    const first = await firstCentre();
    const post = await send(staff, 'POST', API_PATHS.admin.centres, centreInput());
    expect(post.statusCode).toBe(403);
    const put = await send(staff, 'PUT', API_PATHS.admin.centre(first.id), {
      ...inputOf(first),
      name: 'Renamed by staff',
    });
    expect(put.statusCode).toBe(403);
    expect(await centres()).toEqual([first]);
  });
});

describe('home service areas', () => {
  it('lists the area an upgrade made, saves a new list in order with an audit entry', async () => {
    const first = await firstCentre();
    expect(await areas()).toEqual({ areas: [{ pins: '100000-999999', centreId: first.id }] });
    const second = await addCentre();
    const list = [
      { pins: '248001', centreId: second.id },
      { pins: '248', centreId: first.id },
      { pins: '560001-560099', centreId: second.id },
    ];
    const res = await saveAreas([
      ...list.slice(0, 2),
      { pins: '560001 - 560099', centreId: second.id },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ areas: list });
    expect(await areas()).toEqual({ areas: list });
    const [entry] = await auditOf('service-areas-changed');
    expect(JSON.parse(entry?.before ?? 'null')).toEqual([
      { pins: '100000-999999', centreId: first.id },
    ]);
    expect(JSON.parse(entry?.after ?? 'null')).toEqual(list);

    // The narrowest area wins: 248001 goes out from the second centre, 248002 from the first.
    const places = async (pincode: string) =>
      (
        await t.app.inject({ method: 'GET', url: API_PATHS.fittingPlaces, query: { pincode } })
      ).json().home;
    expect(await places('248001')).toEqual({ centreId: second.id, charges: {} });
    expect(await places('248002')).toEqual({ centreId: first.id, charges: {} });
    expect(await places('110001')).toBeNull();
  });

  it.each([
    ['a pattern that is no area', [{ pins: '56A001' }], 'areas.0.pins', SERVICE_AREA_MESSAGES.pins],
    [
      'a range that runs backwards',
      [{ pins: '248001' }, { pins: '560099-560001' }],
      'areas.1.pins',
      SERVICE_AREA_MESSAGES.rangeOrder,
    ],
    [
      'an area listed twice',
      [{ pins: '248001' }, { pins: '560' }, { pins: '248001' }],
      'areas.2.pins',
      SERVICE_AREA_MESSAGES.twice,
    ],
    [
      'an unknown centre',
      [{ pins: '248001' }, { pins: '560', centreId: 'no-such-centre' }],
      'areas.1.centreId',
      SERVICE_AREA_MESSAGES.centre,
    ],
  ])('refuses %s at its row and keeps the list', async (_, rows, field, message) => {
    const first = await firstCentre();
    const before = await areas();
    const res = await saveAreas(rows.map((row) => ({ centreId: first.id, ...row })));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await areas()).toEqual(before);
    expect(await auditOf('service-areas-changed')).toEqual([]);
  });

  it('refuses an area served from a closed centre', async () => {
    const closed = await addCentre({ active: false });
    const res = await saveAreas([{ pins: '248001', centreId: closed.id }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['areas.0.centreId']).toBe(SERVICE_AREA_MESSAGES.centre);
  });

  it('is the owner’s alone', async () => {
    expect((await send(staff, 'GET', API_PATHS.admin.serviceAreas)).statusCode).toBe(403);
    const before = await areas();
    expect((await saveAreas([], staff)).statusCode).toBe(403);
    expect(await areas()).toEqual(before);
  });
});
