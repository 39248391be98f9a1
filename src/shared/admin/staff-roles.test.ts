import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, type AdminArea, roleMayUse } from './staff-roles.ts';

const areas = Object.keys(ADMIN_AREAS) as AdminArea[];

describe('admin areas by role', () => {
  it('give the owner everything', () => {
    expect(areas.filter((area) => !roleMayUse('owner', area))).toEqual([]);
  });

  it('give staff the daily work and nothing that moves money or changes the site', () => {
    // The fitting rules decide what customers can book: the owner's, like prices.
    expect(roleMayUse('staff', 'appointmentRules')).toBe(false);
    expect(areas.filter((area) => roleMayUse('staff', area)).sort()).toEqual(
      [
        'account',
        'appointments',
        'bookings',
        'complaints',
        'dashboard',
        'leads',
        'paymentDesk',
        'undeliveredMail',
      ].sort(),
    );
  });
});
