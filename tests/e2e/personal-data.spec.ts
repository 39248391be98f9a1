import { readFileSync } from 'node:fs';
import {
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_WORDS,
} from '#shared/personal-data/privacy-notice.ts';
import { ensurePayee, ensureRoomyAppointments, openAppDb } from './support/app-db.ts';
import { bookAndPay } from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, test } from './support/test.ts';

// Customers' data (issue 37, decision 0050): the booking form's notice in the reader's language,
// the agreement stored with its version, and the tracking page's download and erasure request.

const WORDS = PRIVACY_NOTICE_WORDS[PRIVACY_NOTICE_VERSION];

test('the booking form shows the privacy notice in English and in Hindi, linked to the policy', async ({
  page,
}) => {
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  const notice = page.getByText(WORDS.en);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy policy' }).last()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  // A new tab (no service chosen yet in its session) of a reader who chose Hindi.
  await chooseHindiBeforeLoading(page.context());
  const hindi = await page.context().newPage();
  await hindi.goto('/bookyourservice');
  await hindi.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();
  await expect(hindi.getByText(WORDS.hi)).toBeVisible();
  await expect(hindi.getByRole('link', { name: 'गोपनीयता नीति' }).last()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(hindi.getByText(WORDS.en)).toHaveCount(0);
});

test('a booking stores the notice it was made under; its data downloads from the tracking page', async ({
  page,
}) => {
  const orderId = await bookAndPay(page);
  const db = openAppDb();
  try {
    const row = db
      .prepare(
        'select created_at, privacy_notice_version, privacy_notice_agreed_at from bookings where order_id = ?',
      )
      .get(orderId) as Record<string, string>;
    expect(row.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.privacy_notice_agreed_at).toBe(row.created_at);
  } finally {
    db.close();
  }

  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track#t=[\w-]{43}$/);
  const panel = page.getByRole('region', { name: 'Your data' });
  await expect(panel).toBeVisible();

  const json = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await json;
  expect(file.suggestedFilename()).toMatch(/^my-data-HSRPBOOKING-\d{4}-\d{10}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(data.orderNumber).toBe(orderId);
  expect(data.consents.privacyNotice.words).toBe(WORDS.en);
  expect(data.vehicle.registrationNumber).toBe('UK08AB1234');

  const html = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download as a page to read' }).click();
  const readable = readFileSync(await (await html).path(), 'utf8');
  expect(readable).toContain(`Your data: order ${orderId}`);

  await panel.getByRole('button', { name: 'Ask us to erase my data' }).click();
  await panel.getByRole('button', { name: 'Yes, ask for erasure' }).click();
  await expect(panel.getByRole('status')).toContainText('We erase your data once your order');
});
