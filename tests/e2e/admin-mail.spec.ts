import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, retryFailedBookingMails, signInAsAdmin } from './support/admin.ts';
import { countUndeliveredMails, failBookingMails, findBookingMails } from './support/app-db.ts';
import { bookAndPay, customer } from './support/booking-flow.ts';
import { type Browser, expect, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

/** A customer in their own browser who books and pays: the booking queues the receipt mail. */
async function customerBooks(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    return await bookAndPay(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The test server has no SMTP: the worker delivers every mail to its log. */
async function expectBookingMailsLogged(orderId: string) {
  await expect
    .poll(() => findBookingMails(orderId).filter((mail) => mail.status !== 'logged'))
    .toEqual([]);
}

test('without SMTP the dashboard says no e-mail was sent, not that all were delivered', async ({
  page,
}) => {
  // Another file's test may hold a booking's mails failed for a moment (admin-messages.spec.ts):
  // each puts them back when it ends.
  await expect.poll(countUndeliveredMails, { timeout: 60_000 }).toBe(0);
  await signInAsAdmin(page);
  const panel = page.getByRole('region', { name: 'E-mails not delivered' });
  await expect(
    panel.getByText('No e-mail is queued: every e-mail so far went only to the server log.'),
  ).toBeVisible();
  await expect(panel.getByText('All e-mails have been delivered.')).toHaveCount(0);
  await expect(panel.getByRole('listitem')).toHaveCount(0);
});

test('an admin sees a booking receipt that failed and sends it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await customerBooks(browser);
  expect(findBookingMails(orderId).map((mail) => mail.kind)).toContain('booking-received');
  await expectBookingMailsLogged(orderId);
  try {
    failBookingMails(orderId, 'SMTP down');

    await signInAsAdmin(page);
    const panel = page.getByRole('region', { name: 'E-mails not delivered' });
    const receipt = panel
      .getByRole('listitem')
      .filter({ hasText: orderId })
      .filter({ has: page.getByRole('heading', { name: 'Booking receipt' }) });
    await expect(receipt).toContainText(customer.email);
    await expect(receipt).toContainText('Failed');
    await expect(receipt).toContainText('SMTP down');
    await expect(receipt).toContainText(/Attempts\s*8/);
    await expectNoSeriousViolations(page);

    await receipt.getByRole('button', { name: `Retry e-mail to ${customer.email}` }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: 'The mail is queued again.' }),
    ).toBeVisible();
    // Reloaded: the mail is queued (or already gone), so nothing is left to retry.
    await expect(receipt.getByRole('button', { name: /^Retry e-mail/ })).toHaveCount(0);

    await expect
      .poll(
        () => findBookingMails(orderId).find((mail) => mail.kind === 'booking-received')?.status,
        { timeout: 5_000 },
      )
      .toBe('logged');
    await page.reload();
    await expect(panel.getByRole('heading', { name: 'E-mails not delivered' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading e-mails' })).toHaveCount(0);
    await expect(receipt).toHaveCount(0);
  } finally {
    // Whatever the test left failed (say it stopped early) goes back to the queue.
    if (baseURL) await retryFailedBookingMails(baseURL, orderId);
  }
});
