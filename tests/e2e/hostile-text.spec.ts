import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { ensurePayee } from './support/app-db.ts';
import {
  someHomeAppointment,
  todaysOrderNumber,
  transactionNumber,
} from './support/booking-flow.ts';
import { expect, test } from './support/test.ts';

// A booking's text is the customer's: it must show as text in the admin area, never run.
const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">';
const HOSTILE_ADDRESS = '<script>window.__pwned=2</script> Civil Lines';

test.beforeAll(() => {
  createAdmin();
  ensurePayee('TWO_WHEELER');
});

test('a booking named like markup shows as text to the admin and runs nothing', async ({
  page,
  request,
}) => {
  const orderId = todaysOrderNumber();
  const created = await request.post('/api/bookings', {
    data: {
      service: 'TWO_WHEELER_PLATE',
      vehicleType: 'TWO_WHEELER',
      fullName: HOSTILE_NAME,
      phone: '9876543210',
      email: 'asha@example.in',
      state: 'Uttarakhand',
      city: 'Roorkee',
      pincode: '247667',
      address: HOSTILE_ADDRESS,
      regNumber: 'UK08AB1234',
      chassisLast5: '54321',
      engineLast5: '12345',
      installation: 'home',
      ...someHomeAppointment(),
      orderId,
      txnId: transactionNumber(),
      privacyNotice: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(created.status()).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/bookings?search=${encodeURIComponent(orderId)}`);
  const card = page.getByRole('article').filter({ hasText: orderId });
  await expect(card.getByText(HOSTILE_NAME, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByText(HOSTILE_ADDRESS, { exact: false })).toBeVisible();

  // The dashboard's recent bookings render the same name.
  await page.goto('/admin/dashboard');
  await expect(page.getByText(HOSTILE_NAME).first()).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
