import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_PRICING_SETTINGS } from '#shared/pricing/price.ts';
import { PRICED_CHOICES } from '#shared/pricing/service-pricing.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { findBookingMails, openAppDb } from './app-db.ts';

/** The staff account the admin tests sign in with (created by the server's own CLI). */
export const admin = {
  email: 'e2e-admin@example.in',
  password: 'e2e correct horse battery',
};

/**
 * `node dist/server/admin.js create <email>` (an owner) against the test server's data folder,
 * or another server's.
 */
export function createAdmin(
  email = admin.email,
  password = admin.password,
  dataDir = process.env.E2E_DATA_DIR,
): void {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through Playwright.');
  execFileSync(process.execPath, [path.resolve('dist/server/admin.js'), 'create', email], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * The admin API as a signed-in admin, for putting shared settings back after a test, so a
 * failing test cannot leave the next file with a changed price or the movers home page.
 */
export async function withAdminApi(
  baseURL: string,
  use: (api: APIRequestContext) => Promise<void>,
): Promise<void> {
  // The server refuses state-changing admin requests that do not name our own origin.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const signedIn = await api.post('/api/admin/session', {
      data: { email: admin.email, password: admin.password },
    });
    expect(signedIn.status()).toBe(200);
    await use(api);
  } finally {
    await api.dispose();
  }
}

/**
 * Queues again whatever a test left failed of a booking's mails (failBookingMails), so the
 * server's outbox is clean for the next file: the dashboard's "no e-mail is queued" test reads
 * the whole outbox, and the browser tests share one server.
 */
export async function retryFailedBookingMails(baseURL: string, orderId: string): Promise<void> {
  const left = findBookingMails(orderId).filter((mail) => mail.status === 'failed');
  if (left.length === 0) return;
  await withAdminApi(baseURL, async (api) => {
    for (const mail of left) {
      const retried = await api.post(`/api/admin/mail/${encodeURIComponent(mail.id)}/retry`);
      expect(retried.status()).toBe(200);
    }
  });
}

/** The first-start prices (docs/product.md#prices), which the customer tests expect. */
export async function restoreSharedSettings(baseURL: string): Promise<void> {
  await withAdminApi(baseURL, async (api) => {
    for (const choice of PRICED_CHOICES) {
      const pricing = await api.put(API_PATHS.admin.pricingFor(choice), {
        data: DEFAULT_PRICING_SETTINGS[choice.vehicleType],
      });
      expect(pricing.status()).toBe(200);
    }
    const mode = await api.put('/api/admin/site-mode', { data: { mode: 'hsrp' } });
    expect(mode.status()).toBe(200);
    const siteInfo = await api.put('/api/admin/site-info', { data: DEFAULT_SITE_INFO });
    expect(siteInfo.status()).toBe(200);
  });
}

/** Switches the customers' home page, as the sidebar toggle does. */
export async function setSiteMode(baseURL: string, mode: 'hsrp' | 'pm'): Promise<void> {
  await withAdminApi(baseURL, async (api) => {
    const response = await api.put('/api/admin/site-mode', { data: { mode } });
    expect(response.status()).toBe(200);
  });
}

/** Phones show the admin links behind the menu button. */
export async function openAdminMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/**
 * Takes a vehicle type's UPI id and QR image away again. The admin screen can replace a QR image
 * but not remove one, so the test cleans up in the database; the next storefront change (the
 * price reset in restoreSharedSettings) makes the server read it afresh. The transaction takes
 * the write lock first: one that reads, then writes while the server writes, fails at once as
 * "database is locked", whatever the busy timeout.
 */
export function clearPaymentOption(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER'): void {
  const db = openAppDb();
  try {
    db.transaction(() => {
      const row = db
        .prepare('select qr_image_id from payment_options where vehicle_type = ?')
        .get(vehicleType) as { qr_image_id: string | null } | undefined;
      db.prepare(
        'update payment_options set upi_id = null, qr_image_id = null, holder_name = null where vehicle_type = ?',
      ).run(vehicleType);
      if (row?.qr_image_id) db.prepare('delete from images where id = ?').run(row.qr_image_id);
    }).immediate();
  } finally {
    db.close();
  }
}

/** The QR page asks the password again before a payee is saved: give it, and wait for the save. */
export async function confirmPayeePassword(page: Page, password = admin.password): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm with your password' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Save payee' }).click();
  if (password === admin.password) await expect(dialog).toBeHidden();
}
