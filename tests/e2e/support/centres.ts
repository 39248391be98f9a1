import type { APIRequestContext } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AppointmentRules } from '#shared/appointments/appointment-rules.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';
import { openAppDb } from './app-db.ts';
import { expect } from './test.ts';

/** Saves the first centre's calendar through the owner's API (the Fitting centres page's route). */
export async function saveFirstCentreRules(api: APIRequestContext, rules: AppointmentRules) {
  const centres = (await (await api.get(API_PATHS.admin.centres)).json()) as FittingCentre[];
  const first = centres.find((centre) => centre.active);
  if (!first) throw new Error('no open fitting centre');
  const { id, position: _, ...input } = first;
  const put = await api.put(API_PATHS.admin.centre(id), { data: { ...input, rules } });
  expect(put.status()).toBe(200);
}

/**
 * Puts the shop back to the one centre the other files expect, home fitting everywhere from it
 * ('100000-999999'): a test's added centres go, their bookings are counted at the first centre.
 */
export function restoreOneCentre(): void {
  const db = openAppDb();
  try {
    db.transaction(() => {
      const first = db
        .prepare('select id from fitting_centres order by position limit 1')
        .get() as { id: string };
      db.prepare('update fitting_centres set active = 1 where id = ?').run(first.id);
      db.prepare('update bookings set centre_id = ? where centre_id != ?').run(first.id, first.id);
      db.prepare('delete from appointment_slots where centre_id != ?').run(first.id);
      db.prepare('delete from service_areas').run();
      db.prepare(
        `insert into service_areas (id, pins, from_pin, to_pin, centre_id, position)
         values ('e2e-everywhere', '100000-999999', '100000', '999999', ?, 0)`,
      ).run(first.id);
      db.prepare('delete from fitting_centres where id != ?').run(first.id);
    })();
  } finally {
    db.close();
  }
}
