import { bookAndPay } from './support/booking-flow.ts';
import { expect, test } from './support/test.ts';

// An SMS carries the tracking link as /track?#t=… (DLT whitelists PUBLIC_URL/track? as a dynamic
// URL; notifications/booking-mail-parts.ts): the empty query must open the order all the same.
test('the tracking link as an SMS writes it opens the order', async ({ page }) => {
  const orderId = await bookAndPay(page);
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track#t=[\w-]{43}$/);
  const smsLink = page.url().replace('/track#t=', '/track?#t=');
  await page.goto('/');
  await page.goto(smsLink);
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(orderId);
  await expect(page.getByLabel('Registration number')).toHaveCount(0);
});
