import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import {
  createAdmin,
  openAdminMenu,
  retryFailedBookingMails,
  signInAsAdmin,
  withAdminApi,
} from './support/admin.ts';
import { ensurePayee, failBookingMails, findBookingMails } from './support/app-db.ts';
import { postBooking } from './support/booking-flow.ts';
import { expect, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
  ensurePayee('TWO_WHEELER');
});

test('the owner sets a WhatsApp template and an SMS id on the Messages page, and they stay', async ({
  page,
  baseURL,
}) => {
  try {
    await signInAsAdmin(page);
    await openAdminMenu(page);
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // The test server has no provider: the page says how to turn each on.
    await expect(page.getByText('off — set WHATSAPP_* in the environment')).toBeVisible();
    await expect(page.getByText('off — set MSG91_* in the environment')).toBeVisible();

    const received = page.getByRole('group', { name: 'Booking received' });
    await expect(
      received.getByText('No MSG91 template id: not sent by SMS until you enter it.'),
    ).toBeVisible();
    await received.getByLabel('WhatsApp template name').fill('order_received_v2');
    await received.getByLabel('MSG91 template id (English)').fill('64f1a2b3c4d5e6f7a8b9c0d1');
    await expect(received.getByText(/not sent by SMS/)).toHaveCount(0);
    await page.getByLabel('Send the day-before reminders from (India time)').selectOption('18');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Message settings saved.' }),
    ).toBeVisible();

    await page.reload();
    const again = page.getByRole('group', { name: 'Booking received' });
    await expect(again.getByLabel('WhatsApp template name')).toHaveValue('order_received_v2');
    await expect(again.getByLabel('MSG91 template id (English)')).toHaveValue(
      '64f1a2b3c4d5e6f7a8b9c0d1',
    );
    await expect(page.getByLabel('Send the day-before reminders from (India time)')).toHaveValue(
      '18',
    );

    // Without a text channel no code could reach a customer: refused, with the reason.
    await page.getByLabel('Require mobile number confirmation').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'needs WhatsApp or SMS' }),
    ).toBeVisible();
  } finally {
    if (baseURL) {
      await withAdminApi(baseURL, async (api) => {
        const reset = await api.put('/api/admin/messages/settings', {
          data: DEFAULT_MESSAGE_SETTINGS,
        });
        expect(reset.status()).toBe(200);
      });
    }
  }
});

test('the booking card shows its messages per channel and sends a failed receipt again', async ({
  page,
  request,
  baseURL,
}) => {
  // An address of its own: receipts to one address are capped, and other tests book with the
  // default one on this server.
  const orderId = await postBooking(request, {
    fullName: 'Messages Check',
    email: `messages.${Date.now()}@example.in`,
  });
  // The test server has no SMTP: once the worker logged the mails, make them fail for good.
  await expect
    .poll(() => findBookingMails(orderId).filter((mail) => mail.status !== 'logged'))
    .toEqual([]);
  failBookingMails(orderId, 'SMTP down');
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(orderId)}`);
    const card = page.getByRole('article', { name: orderId });
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card.getByText('Did not agree to WhatsApp messages')).toBeVisible();
    const email = card.getByRole('region', { name: 'E-mail' });
    const receipt = email.getByRole('listitem').filter({ hasText: 'Booking receipt' });
    await expect(receipt).toContainText('Failed');
    await expect(receipt).toContainText('SMTP down');
    await expect(card.getByRole('region', { name: 'WhatsApp' })).toContainText('None');
    await expect(card.getByRole('region', { name: 'SMS' })).toContainText('None');
    await expectNoSeriousViolations(page);

    await receipt.getByRole('button', { name: /^Resend/ }).click();
    await expect(
      card.getByRole('status').filter({ hasText: 'The message is queued again.' }),
    ).toBeVisible();
    // The copy is a new row; the failed one keeps its history.
    await expect(email.getByRole('listitem').filter({ hasText: 'Booking receipt' })).toHaveCount(2);
    await expect
      .poll(() => findBookingMails(orderId).filter((mail) => mail.kind === 'booking-received'))
      .toHaveLength(2);
  } finally {
    // The failed originals keep their history here; the shared server's outbox must end clean.
    if (baseURL) await retryFailedBookingMails(baseURL, orderId);
  }
});
