import { randomInt } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths.ts';
import { formatDay } from '#shared/format/dates.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { createAdmin, signInAsAdmin, withAdminApi } from './support/admin.ts';
import { ensurePayee, forgetBookingLimits } from './support/app-db.ts';
import {
  someHomeAppointment,
  todaysOrderNumber,
  transactionNumber,
} from './support/booking-flow.ts';
import { expect, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

test('a customer asks to cancel from the tracking link, staff approve and record the refund, and the tracking page shows it sent', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  ensurePayee('TWO_WHEELER');
  const orderId = todaysOrderNumber();
  const created = await request.post(API_PATHS.bookings, {
    data: {
      service: 'TWO_WHEELER_PLATE',
      vehicleType: 'TWO_WHEELER',
      phone: `9${randomInt(100_000_000, 1_000_000_000)}`,
      email: 'asha@example.in',
      state: 'Uttarakhand',
      city: 'Roorkee',
      pincode: '247667',
      address: '12 Civil Lines',
      regNumber: 'UK08AB1234',
      chassisLast5: '54321',
      engineLast5: '12345',
      installation: 'home',
      ...someHomeAppointment(),
      orderId,
      txnId: transactionNumber(),
      fullName: 'Asha Verma',
      privacyNotice: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(created.status()).toBe(201);
  forgetBookingLimits();
  const token = (await created.json()).trackingToken as string;
  // The payment is verified: cancelling it owes a refund.
  await withAdminApi(baseURL, async (api) => {
    const list = await api.get(API_PATHS.admin.bookings, { params: { search: orderId } });
    const [booking] = (await list.json()).bookings as { id: string }[];
    const changed = await api.patch(API_PATHS.admin.bookingStatus(booking?.id ?? ''), {
      data: { status: 'CONFIRMED' },
    });
    expect(changed.status()).toBe(200);
  });

  // The customer, from the link in their mail.
  await page.goto(`/track#t=${token}`);
  const section = page.getByRole('region', { name: 'Cancellation and refund' });
  await section.getByRole('button', { name: 'Cancel this booking' }).click();
  await section.getByLabel('Reason (optional)').fill('Sold the scooter');
  await section.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(section).toContainText('You asked to cancel this booking on');
  await expect(section.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);

  // Staff, in their own browser: approve on the Refunds page, then record the refund sent.
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff);
    await staff.getByRole('link', { name: 'Refunds' }).first().click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    const block = staff.getByRole('listitem').filter({ hasText: orderId });
    await expect(block).toContainText('Sold the scooter');
    await block.getByRole('button', { name: 'Approve and cancel' }).click();
    await expect(block).toContainText('Refund of ₹699 (the customer cancelled)');
    await expect(block).toContainText('Due by');
    await block.getByLabel('UPI reference of the refund').fill('633412345678');
    await block.getByRole('button', { name: 'Record refund sent' }).click();
    await expect(block).toContainText('UPI ref 633412345678, recorded by e2e-admin@example.in');
  } finally {
    await staffContext.close();
  }

  // The customer looks again.
  await page.reload();
  const shown = page.getByRole('region', { name: 'Cancellation and refund' });
  await expect(shown).toContainText('Your request to cancel was approved');
  await expect(shown).toContainText(
    `Refund of ₹699 sent on ${formatDay(indiaDay(new Date()), 'en', 'short')}, UPI ref 633412345678.`,
  );
  await expect(page.getByRole('status')).toContainText('Cancelled');
});
