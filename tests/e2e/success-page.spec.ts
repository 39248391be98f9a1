import { expectNoSeriousViolations } from './support/accessibility.ts';
import {
  appointmentText,
  bookTwoWheelerPlate,
  shownOrderNumber,
  transactionNumber,
} from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

const languageSwitch = (page: Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** Books and pays up to /success; the page's clock is Playwright's, so the countdown can be run. */
async function bookAndReachSuccess(page: Page) {
  await page.clock.install();
  const { day, slot } = await bookTwoWheelerPlate(page);
  const orderId = await shownOrderNumber(page);
  // Before paying, the customer sees until when the place would be held (the server's time).
  await expect(page.getByRole('main')).toContainText(
    /If you submit now, your place is held until (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+, \d{1,2}:\d\d [ap]m while we check your payment\./,
  );
  const txnId = transactionNumber();
  await page.getByLabel('Payment Transaction No.').fill(txnId);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  // The 5-second countdown waits for the test from here on. The pause lies ahead of the page's
  // clock by a margin a busy machine cannot use up between these two calls (0.2 s it did), and
  // short of the countdown's end.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_500);
  return { orderId, txnId, day, slot };
}

/**
 * Lets `seconds` pass on the page's clock one second at a time, as the countdown re-arms its timer
 * after each tick (one jump of several seconds would fire only the first).
 */
async function passSeconds(page: Page, seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await page.clock.fastForward(1000);
    await page.waitForTimeout(50);
  }
}

/**
 * The WhatsApp share link's text, decoded, after checking it opens wa.me in a new tab that learns
 * nothing of this page.
 */
async function sharedText(page: Page, name: string): Promise<string | null> {
  const share = page.getByRole('main').getByRole('link', { name });
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL((await share.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  return url.searchParams.get('text');
}

/** The order's facts on the success page, as "label value" rows. */
async function shownFacts(page: Page): Promise<string[]> {
  const rows = page.getByRole('main').locator('dl').first().locator('dt');
  const facts: string[] = [];
  for (const dt of await rows.all()) {
    const value = await dt.locator('xpath=following-sibling::dd[1]').textContent();
    facts.push(`${await dt.textContent()} ${value}`);
  }
  return facts;
}

test('the confirmation shows order number, amount and transaction number, stays on request, survives a reload and opens the order', async ({
  page,
}) => {
  const { orderId, txnId, day, slot } = await bookAndReachSuccess(page);
  const facts = [
    `Order number ${orderId}`,
    'Amount ₹699',
    `Transaction number ${txnId}`,
    `Fitting appointment ${appointmentText(day, slot)}`,
  ];
  expect(await shownFacts(page)).toEqual(facts);
  // What is true for this booking: its payment is checked while the place is held, and it is
  // fitted at its appointment, not "within 15 working days".
  const main = page.getByRole('main');
  await expect(main).toContainText(
    /Your place is held until (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+, \d{1,2}:\d\d [ap]m while we check your payment\./,
  );
  await expect(main).toContainText(
    `We fit your HSRP number plate at your appointment: ${appointmentText(day, slot)}.`,
  );
  await expect(main).not.toContainText('working days');
  // Where it is fitted: at home, by the team of the centre the server chose for its PIN.
  await expect(main.getByRole('region', { name: 'Place of fitting' })).toContainText(
    /Home fitting, by .+’s team/,
  );
  await expect(page.getByRole('progressbar')).toBeVisible();

  // WCAG 2.2.1: the countdown home can be turned off.
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  const staying = page.getByText(
    'You are staying on this page. Go to Home whenever you are ready.',
  );
  await expect(staying).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await passSeconds(page, 8);
  await expect(page).toHaveURL(/\/success\?name=Asha/);

  // A reload keeps the order and the choice to stay.
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  expect(await shownFacts(page)).toEqual(facts);
  await expect(staying).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Sharing on WhatsApp sends the order number and the order's own link, whole.
  const trackLink = page.getByRole('main').getByRole('link', { name: 'Track your order' });
  const trackUrl = new URL((await trackLink.getAttribute('href')) ?? '', page.url()).href;
  expect(trackUrl).toMatch(/\/track#t=[\w-]{43}$/);
  expect(await sharedText(page, 'Share on WhatsApp')).toBe(
    `My HSRP booking ${orderId} — track it here: ${trackUrl}`,
  );

  // The tracking link opens this order, with nothing to type.
  await trackLink.click();
  await expect(page).toHaveURL(/\/track#t=[\w-]{43}$/);
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(orderId);
  await expect(page.getByLabel('Registration number')).toHaveCount(0);
});

test('the countdown takes the customer home, and Back brings the confirmation back, in Hindi too', async ({
  page,
}) => {
  const { orderId, txnId, day, slot } = await bookAndReachSuccess(page);
  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.getByRole('button', { name: 'इसी पेज पर रहें' })).toBeVisible();
  expect(await shownFacts(page)).toEqual([
    `ऑर्डर नंबर ${orderId}`,
    'राशि ₹699',
    `ट्रांज़ैक्शन नंबर ${txnId}`,
    `फ़िटिंग का अपॉइंटमेंट ${appointmentText(day, slot, 'hi-IN')}`,
  ]);
  await expect(page.getByRole('main')).toContainText(/आपकी जगह .+ तक रखी गई है/);
  expect(await sharedText(page, 'WhatsApp पर शेयर करें')).toMatch(
    new RegExp(`^मेरी HSRP बुकिंग ${orderId} — इसे यहाँ ट्रैक करें: http://[^/]+/track#t=[\\w-]{43}$`),
  );
  await languageSwitch(page, 'English').click();

  await passSeconds(page, 6);
  await expect(page).toHaveURL(/\/$/);
  await page.clock.resume();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(orderId);
  // Once run, the countdown does not start again.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stay on this page' })).toHaveCount(0);
});
