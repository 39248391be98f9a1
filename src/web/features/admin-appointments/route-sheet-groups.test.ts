import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import { routeSheetDays } from './route-sheet-groups.ts';

const visit = (
  orderId: string,
  day: string,
  slot: string,
  pincode: string,
  centreId = 'main',
  installation: AdminAppointment['installation'] = 'home',
) =>
  ({
    orderId,
    day,
    slot,
    pincode,
    centreId,
    centreName: centreId,
    installation,
  }) as AdminAppointment;

describe('the fitter’s route sheet', () => {
  it('splits a day by centre in the owner’s order, home visits by PIN then slot', () => {
    const days = routeSheetDays(
      [
        visit('a', '2026-11-25', '10:00-12:00', '248009'),
        visit('b', '2026-11-25', '10:00-12:00', '248001', 'north'),
        visit('c', '2026-11-25', '14:00-16:00', '248001'),
        visit('d', '2026-11-25', '10:00-13:00', '110001', 'main', 'dealer'),
        visit('e', '2026-11-25', '12:00-14:00', '248001'),
        visit('f', '2026-11-26', '10:00-12:00', '248001'),
      ],
      ['main', 'north'],
    );
    expect(
      days.map((d) => [
        d.day,
        d.centres.map((c) => [
          c.centreId,
          c.homeVisits.map((a) => a.orderId),
          c.atCentre.map((a) => a.orderId),
        ]),
      ]),
    ).toEqual([
      [
        '2026-11-25',
        [
          ['main', ['e', 'c', 'a'], ['d']],
          ['north', ['b'], []],
        ],
      ],
      ['2026-11-26', [['main', ['f'], []]]],
    ]);
  });
});
