import { expectNoSeriousViolations } from './support/accessibility.ts';
import { bookTwoWheelerPlate } from './support/booking-flow.ts';
import { expect, test } from './support/test.ts';

for (const [name, path, heading] of [
  ['home', '/', /Book your HSRP/i],
  ['about', '/about', /About/],
  ['contact', '/contact', /Contact/],
  ['service grid', '/bookyourservice', /Book Your Service/],
  ['success', '/success?name=Asha', /Payment Successful/],
] as const) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the booking form has no serious accessibility violations, errors shown', async ({ page }) => {
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'Select: HSRP with colour sticker' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Please select vehicle type.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the payment page has no serious accessibility violations', async ({ page }) => {
  await bookTwoWheelerPlate(page);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('₹699')).toBeVisible();
  await expectNoSeriousViolations(page);
});
