import { readFileSync } from 'node:fs';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, withAdminApi } from './support/admin.ts';
import { openAppDb, setUpiId } from './support/app-db.ts';
import { bookAndPay, bookTwoWheelerPlate } from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

async function confirmBooking(baseURL: string, orderId: string) {
  await withAdminApi(baseURL, async (api) => {
    const list = await api.get(API_PATHS.admin.bookings, { params: { search: orderId } });
    expect(list.status()).toBe(200);
    const [booking] = (await list.json()).bookings as { id: string; orderId: string }[];
    expect(booking?.orderId).toBe(orderId);
    const changed = await api.patch(API_PATHS.admin.bookingStatus(booking?.id ?? ''), {
      data: { status: 'CONFIRMED' },
    });
    expect(changed.status()).toBe(200);
  });
}

async function track(page: Page, regNumber: string) {
  await page.getByLabel('Registration number').fill(regNumber);
  await page.getByRole('button', { name: 'Track order' }).click();
}

const statusRegion = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Order status' }) });
/** What "Share on WhatsApp" sends: the wa.me link's text, decoded (it opens in a new tab). */
async function sharedText(page: Page): Promise<string | null> {
  const share = page.getByRole('region', { name: 'Order details' }).getByRole('link', {
    name: 'Share on WhatsApp',
  });
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL((await share.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  return url.searchParams.get('text');
}

const history = (page: Page) => page.getByRole('list', { name: 'Status history' });

test('a customer follows their order by its link from payment to confirmation and downloads the receipt', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const orderId = await bookAndPay(page);

  // The success page's link opens the order itself: nothing to type.
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track#t=[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(page.getByLabel('Registration number')).toHaveCount(0);
  await expect(statusRegion(page)).toContainText('Payment submitted');
  await expect(statusRegion(page)).toContainText('Our team is checking your payment');
  await expect(statusRegion(page)).toContainText(
    /Your place is held until (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+, \d{1,2}:\d\d [ap]m while we check your payment/,
  );
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(orderId);
  await expect(details).toContainText('Two Wheeler Number Plate');
  await expect(details).toContainText('Home installation');
  // Whose team comes: the booking's centre (the first one, on a shop that has one).
  await expect(details.getByRole('region', { name: 'Place of fitting' })).toContainText(
    /Home fitting, by .+’s team/,
  );
  await expect(details).toContainText('Service charges');
  await expect(details).not.toContainText('GST (');
  await expect(details.getByRole('region', { name: 'Price paid' })).toContainText('₹699');
  await expect(history(page).getByRole('listitem')).toHaveCount(1);

  // The link is the one the customer's mail carries, and it keeps working.
  const link = page.url();
  // Shared on WhatsApp, the order goes with this link: whoever gets it sees the order at once.
  expect(await sharedText(page)).toBe(`My HSRP booking ${orderId} — track it here: ${link}`);
  await confirmBooking(baseURL, orderId);
  await page.goto('/');
  await page.goto(link);
  await expect(statusRegion(page)).toContainText('Confirmed');
  // With an appointment, the appointment: not "within 15 working days".
  await expect(statusRegion(page)).toContainText('We fit your HSRP plates at your appointment');
  await expect(statusRegion(page)).not.toContainText('within 15 working days');
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await expect(history(page).getByRole('listitem').nth(0)).toContainText('Payment submitted');
  await expect(history(page).getByRole('listitem').nth(1)).toContainText('Confirmed');

  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`receipt-${orderId.replaceAll('/', '-')}.pdf`);
  const file = await receipt.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // A link whose secret is wrong opens nothing, and offers the manual look-up.
  await page.goto(`/track#t=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(TRACK_MESSAGES.trackLinkNotFound);
  await expect(page.getByRole('region', { name: 'Order details' })).toHaveCount(0);
  await expect(page.getByLabel('Registration number')).toBeVisible();
});

test('a customer without the link looks the order up by its order and registration numbers', async ({
  page,
}) => {
  const orderId = await bookAndPay(page);
  await page.goto('/track');
  await page.getByLabel('Order number').fill(orderId.toLowerCase());
  // Typed the way it is painted on the plate: spaces and lower case are fine.
  await track(page, 'uk08 ab 1234');
  await expect(statusRegion(page)).toContainText('Payment submitted');
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(orderId);
  // Looked up by hand, there is no secret link to share: the page with the order number filled in.
  expect(await sharedText(page)).toBe(
    `My HSRP booking ${orderId} — track it here: ${new URL(`/track?order=${encodeURIComponent(orderId)}`, page.url()).href}`,
  );

  const receipt = page.getByRole('link', { name: 'Download receipt (PDF)' });
  await expect(receipt).toHaveAttribute('download', '');
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await track(page, 'UK08AB9999');
  await expect(page.getByRole('alert')).toHaveText(TRACK_MESSAGES.trackNotFound);
  await expect(page.getByRole('region', { name: 'Order details' })).toHaveCount(0);
  await expect(statusRegion(page)).toHaveCount(0);

  // Read out from an SMS, the last ten digits are enough; the page then shows the whole number.
  await page.getByLabel('Order number').fill(orderId.slice(-10));
  await track(page, 'UK08AB1234');
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(orderId);
});

test('an old mail’s link fills in the order number, and the form checks its input', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track$/);

  const orderId = 'HSRPBOOKING/2026/1121123456';
  await page.goto(`/track?order=${encodeURIComponent(orderId)}`);
  await expect(page.getByLabel('Order number')).toHaveValue(orderId);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Please enter the registration number.')).toBeVisible();
  await expect(page.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Order number').fill('12345');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Please enter the order number as shown')).toBeVisible();
});

test.describe('safe-payment cues', () => {
  let upiBefore: string | null = null;
  test.beforeEach(() => {
    const db = openAppDb();
    try {
      const row = db
        .prepare(`select upi_id from payment_options where vehicle_type = 'TWO_WHEELER'`)
        .get() as { upi_id: string | null } | undefined;
      upiBefore = row?.upi_id ?? null;
    } finally {
      db.close();
    }
  });
  test.afterEach(() => {
    setUpiId('TWO_WHEELER', upiBefore);
  });

  test('the payment page names the payee and the UPI id and asks to check them', async ({
    page,
  }) => {
    setUpiId('TWO_WHEELER', 'hsrpbooking@okaxis');
    await bookTwoWheelerPlate(page);
    const pay = page.getByRole('region', { name: 'Pay by UPI' });
    await expect(pay.getByText(DEFAULT_SITE_INFO.name, { exact: true })).toBeVisible();
    await expect(pay.getByText('hsrpbooking@okaxis', { exact: true })).toBeVisible();
    // UPI apps show the bank account holder's name (issue 39): none given here, so not named.
    await expect(
      pay.getByText(
        'Your UPI app shows the bank account holder’s name, not always the business name: check it before you pay.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'is an independent private service, not the government HSRP portal.',
    );
  });
});
