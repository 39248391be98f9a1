import { parse } from 'csv-parse/sync';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import {
  admin,
  clearPaymentOption,
  confirmPayeePassword,
  createAdmin,
  openAdminMenu,
  signInAsAdmin,
} from './support/admin.ts';
import { openAppDb } from './support/app-db.ts';
import { expect, type Page, test } from './support/test.ts';

// A payee change asks for the password again, and the audit trail shows who changed what, with
// filters and a CSV export.

test.beforeAll(() => {
  createAdmin();
});

function storedUpiId(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER'): string | null {
  const db = openAppDb();
  try {
    const row = db
      .prepare('select upi_id from payment_options where vehicle_type = ?')
      .get(vehicleType) as { upi_id: string | null } | undefined;
    return row?.upi_id ?? null;
  } finally {
    db.close();
  }
}

async function saveUpiId(page: Page, upiId: string) {
  const card = page.getByRole('region', { name: 'Four Wheeler QR' });
  await card.getByLabel('UPI ID').fill(upiId);
  await card.getByRole('button', { name: 'Save' }).click();
  return card;
}

test('changing a UPI id asks for the password again; a wrong one changes nothing', async ({
  page,
}) => {
  clearPaymentOption('FOUR_WHEELER');
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/qrcodes');
    const card = await saveUpiId(page, 'audit.four@okaxis');
    const dialog = page.getByRole('dialog', { name: 'Confirm with your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This changes where Four Wheeler customers pay.');
    await expect(dialog).toContainText('a notice is e-mailed to');
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await expectNoSeriousViolations(page);

    // An empty password is asked for in the dialog; a wrong one is refused there.
    await dialog.getByRole('button', { name: 'Save payee' }).click();
    await expect(dialog.getByText('Please enter your password.')).toBeVisible();
    await confirmPayeePassword(page, 'not my password at all');
    await expect(dialog.getByRole('alert')).toHaveText(ADMIN_MESSAGES.passwordNotConfirmed);
    expect(storedUpiId('FOUR_WHEELER')).toBeNull();

    // Cancel keeps everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(storedUpiId('FOUR_WHEELER')).toBeNull();

    await card.getByRole('button', { name: 'Save' }).click();
    await confirmPayeePassword(page);
    await expect(card.getByText('UPI saved successfully.')).toBeVisible();
    expect(storedUpiId('FOUR_WHEELER')).toBe('audit.four@okaxis');
  } finally {
    clearPaymentOption('FOUR_WHEELER');
  }
});

test('the audit trail lists the changes newest first, filters them and exports them', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  clearPaymentOption('FOUR_WHEELER');
  try {
    // A sign-in nobody can make, and a payee change: both are in the trail.
    const failed = await page.request.post('/api/admin/session', {
      data: { email: 'intruder@example.in', password: 'guess-guess' },
      headers: { Origin: baseURL },
    });
    expect(failed.status()).toBe(401);
    await signInAsAdmin(page);
    await page.goto('/admin/qrcodes');
    await saveUpiId(page, 'trail.four@okaxis');
    await confirmPayeePassword(page);

    await openAdminMenu(page);
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    const entries = page.getByRole('article');
    const payee = entries.filter({ hasText: 'trail.four@okaxis' }).first();
    await expect(payee.getByRole('heading')).toHaveText('Payee changed (UPI id / QR image)');
    await expect(payee).toContainText('Four Wheeler');
    await expect(payee).toContainText(`By ${admin.email}`);
    await expect(payee.getByRole('definition').first()).toContainText('trail.four@okaxis');
    await expectNoSeriousViolations(page);

    // Kind: only payee changes; the URL keeps the filter.
    await page.getByLabel('Kind').selectOption({ label: 'Payee changed (UPI id / QR image)' });
    await expect(page).toHaveURL(/kind=payee-changed/);
    await expect(entries.first()).toContainText('trail.four@okaxis');
    await expect(entries.getByRole('heading', { name: 'Signed in' })).toHaveCount(0);

    // Person: the unknown e-mail's failed sign-in, under "Unknown e-mails".
    await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
    await page.getByLabel('Person').selectOption({ label: 'Unknown e-mails (failed sign-ins)' });
    await expect(entries.first()).toContainText('intruder@example.in');
    await expect(entries.first()).toContainText('(no account has this e-mail)');
    await page.getByLabel('Person').selectOption({ label: admin.email });
    await expect(entries.filter({ hasText: 'intruder@example.in' })).toHaveCount(0);

    // Dates are India dates: today has entries, an earlier range none.
    const today = indiaDay(new Date());
    await page.getByLabel('From (India date)').fill(today);
    await expect(entries.first()).toBeVisible();
    await page.getByLabel('From (India date)').fill('2020-01-01');
    await page.getByLabel('To (India date)').fill('2020-01-31');
    await expect(page.getByText(ADMIN_MESSAGES.noAuditEvents)).toBeVisible();
    await page.getByLabel('From (India date)').fill('');
    await page.getByLabel('To (India date)').fill('');
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).not.toHaveAttribute('href', /2020-01/);

    // The CSV link carries the filters; the file reads back as a spreadsheet would.
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('/api/admin/audit.csv?person=');
    const csv = await page.request.get(href);
    expect(csv.status()).toBe(200);
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.Person === admin.email)).toBe(true);
    const change = rows.find((row) => row['After (JSON)']?.includes('trail.four@okaxis'));
    expect(change).toMatchObject({
      Kind: 'Payee changed (UPI id / QR image)',
      Subject: 'Four Wheeler',
    });
    expect(change?.['When (IST)']).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
  } finally {
    clearPaymentOption('FOUR_WHEELER');
  }
});

test.describe('read from a computer set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the audit trail shows its times in India time', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/audit');
    const time = page.getByRole('article').first().locator('time');
    const at = (await time.getAttribute('datetime')) ?? '';
    expect(Number.isNaN(Date.parse(at))).toBe(false);
    // The browser's own clock would read 12½ or 13½ hours earlier.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    await expect(time).toHaveText(formatIndiaDateTime(at));
  });
});
