import fs from 'node:fs';
import path from 'node:path';
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
      db.prepare('delete from admin_centres where centre_id != ?').run(first.id);
      db.prepare('delete from fitting_centres where id != ?').run(first.id);
    }).immediate();
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Files that add fitting centres or change the home-service areas take turns: each replaces
 * what the other set up, and both run beside the files that book. A lock file in the server's
 * data directory, holding the owner's process id (a crashed holder's lock is taken over). Call it
 * first in the file's beforeAll, with the hook's timeout raised to wait out the other file, and
 * call what it answers last in afterAll. Meanwhile every file keeps booking at the first centre,
 * home fitting included at the PINs they use: neither file takes those away.
 */
export async function takeCentresTurn(): Promise<() => void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through Playwright.');
  const lock = path.join(dataDir, 'centres.lock');
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder && !isRunning(holder)) fs.rmSync(lock, { force: true });
      else await sleep(250);
    }
  }
}
