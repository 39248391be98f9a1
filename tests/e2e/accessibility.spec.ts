import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bookTwoWheelerPlate } from './support/booking-flow';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

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
