import { expectNoSeriousViolations } from './support/accessibility.ts';
import { findBooking } from './support/app-db.ts';
import { bookTwoWheelerPlate, shownOrderNumber } from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

const PHONE_WIDTH = 360;
const APPS = ['Google Pay:', 'PhonePe:', 'Paytm:', 'BHIM:'];

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

/** The help (a disclosure, so a group) and its list of apps, one line each. */
const appLines = (page: Page) =>
  page.getByRole('group').filter({ hasText: 'Google Pay:' }).getByRole('listitem');

test('the payment page says where each UPI app shows the 12-digit reference', async ({ page }) => {
  await bookTwoWheelerPlate(page);
  const help = page.getByText('Where do I find it?');
  // Closed at first: the form stays short on a phone.
  await expect(help).toBeVisible();
  await expect(page.getByText('“UPI transaction ID”', { exact: false })).toBeHidden();

  await help.click();
  await expect(appLines(page)).toHaveCount(5);
  for (const app of APPS) await expect(appLines(page).filter({ hasText: app })).toBeVisible();
  await expect(appLines(page).filter({ hasText: 'Google Pay:' })).toContainText(
    'See transaction history → your payment → “UPI transaction ID”.',
  );
  await expect(appLines(page).filter({ hasText: 'PhonePe:' })).toContainText('“UTR”');
  await expect(appLines(page).filter({ hasText: 'Paytm:' })).toContainText('“UPI Ref No.”');
  await expect(appLines(page).filter({ hasText: 'Bank apps:' })).toBeVisible();
  await expect(page.getByText('An ID with letters in it is not the UTR.')).toBeVisible();
  // Open, it fits a 360 px phone and reads well to a screen reader.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
  await expectNoSeriousViolations(page);

  // The summary is a keyboard control: it closes the help again.
  await page.getByText('Where do I find it?').press('Enter');
  await expect(appLines(page).first()).toBeHidden();

  // A transaction ID with letters, or a wrong length, gets the clear message and stores nothing.
  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill('T2611211234');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('A UPI transaction number (UTR) has 12 digits.')).toBeVisible();
  expect(findBooking(orderId)).toBeUndefined();
});

test('a Hindi reader gets the same help, and the wrong-length message, in Hindi', async ({
  page,
}) => {
  await bookTwoWheelerPlate(page);
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग का विवरण' })).toBeVisible();

  await page.getByText('यह नंबर कहाँ मिलेगा?').click();
  await expect(appLines(page)).toHaveCount(5);
  for (const app of APPS) await expect(appLines(page).filter({ hasText: app })).toBeVisible();
  await expect(appLines(page).filter({ hasText: 'Google Pay:' })).toContainText(
    'लेन-देन का इतिहास देखें',
  );
  await expect(appLines(page).filter({ hasText: 'PhonePe:' })).toContainText('पुराने लेनदेन');
  await expect(appLines(page).filter({ hasText: 'बैंक ऐप:' })).toBeVisible();
  await expect(page.getByText('जिस ID में अक्षर हों, वह UTR नहीं है।', { exact: false })).toBeVisible();
  await expect(page.getByText('Where do I find it?')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);

  const orderId = await shownOrderNumber(page);
  await page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर').fill('4123 4567 890');
  await page.getByRole('button', { name: 'भुगतान जमा करें' }).click();
  await expect(page.getByText('UPI ट्रांज़ैक्शन नंबर (UTR) 12 अंकों का होता है।')).toBeVisible();
  await expect(page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर')).toBeFocused();
  expect(findBooking(orderId)).toBeUndefined();
});
