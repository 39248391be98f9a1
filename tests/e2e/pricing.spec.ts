import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, restoreSharedSettings, signInAsAdmin } from './support/admin.ts';
import { ensurePayee } from './support/app-db.ts';
import { bookTwoWheelerPlate, fillBookingForm } from './support/booking-flow.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

// A vehicle type without a payee says "Bookings paused" where its price would be (issue 39): these
// tests read the prices of both.
test.beforeEach(() => {
  ensurePayee('TWO_WHEELER');
  ensurePayee('FOUR_WHEELER');
});

// Prices are shared by every test on this server: put them back.
test.afterEach(async ({ baseURL }) => {
  if (baseURL) await restoreSharedSettings(baseURL);
});

/** On /admin/pricing: the form of one service for one vehicle type, inside the service's card. */
function pricingForm(page: Page, service: string, vehicleType: string) {
  return page
    .getByRole('region', { name: service, exact: true })
    .getByRole('form', { name: `${service} ${vehicleType}` });
}

async function openPricing(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
}

async function savePrice(page: Page, service: string, vehicleType: string, target: string) {
  const form = pricingForm(page, service, vehicleType);
  await form.getByLabel('Target price (₹)').fill(target);
  await form.getByLabel('Service charge (₹)').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Pricing saved.')).toBeVisible();
}

/** The payment page's "Final total" amount. */
function finalTotal(page: Page) {
  return page
    .getByRole('region', { name: 'Order summary' })
    .getByText('Final total', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner prices colour stickers apart: the cards, booking and payment pages show it, full plates keep theirs', async ({
  page,
  browser,
}) => {
  await openPricing(page);
  const stickers = pricingForm(page, 'Only Color Stickers', 'Two Wheeler');
  await expect(stickers.getByLabel('Target price (₹)')).toHaveValue('699');
  await stickers.getByLabel('Target price (₹)').fill('299');
  await stickers.getByLabel('Service charge (₹)').fill('0');
  // The live preview: without a GSTIN, 299 with no tax line (decision 0049).
  await expect(stickers.getByRole('definition').last()).toHaveText('₹299');
  await stickers.getByRole('button', { name: 'Save' }).click();
  await expect(stickers.getByText('Pricing saved.')).toBeVisible();
  const plate = pricingForm(page, 'HSRP with colour sticker', 'Two Wheeler');
  await expect(plate.getByLabel('Target price (₹)')).toHaveValue('699');

  const shop = await customerPage(browser);
  await shop.goto('/');
  const card = (title: string) => shop.getByRole('article', { name: title });
  await expect(card('Only Color Stickers')).toContainText('From ₹299');
  await expect(card('HSRP with colour sticker')).toContainText('From ₹699');
  await expect(card('Two Wheeler Number Plate')).toContainText('From ₹699');
  await expect(card('Four Wheeler Number Plate')).toContainText('From ₹899');

  await shop.getByRole('button', { name: 'Book Now: Only Color Stickers' }).click();
  const twoWheeler = shop.getByRole('radio', { name: 'Two Wheeler' });
  await expect(twoWheeler).toHaveAccessibleDescription('Total ₹299');
  await expect(shop.getByRole('radio', { name: 'Four Wheeler' })).toHaveAccessibleDescription(
    'Total ₹899',
  );
  await twoWheeler.check();
  await fillBookingForm(shop);
  await shop.getByRole('button', { name: 'Proceed to Payment' }).click();
  const summary = shop.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('cell', { name: 'Only Color Stickers' })).toBeVisible();
  await expect(finalTotal(shop)).toHaveText('₹299');

  // The open payment page follows the owner's next change of this price, and only this one.
  await savePrice(page, 'Only Color Stickers', 'Two Wheeler', '349');
  await expect(finalTotal(shop)).toHaveText('₹349');
  await savePrice(page, 'Two Wheeler Number Plate', 'Two Wheeler', '749');
  await expect(finalTotal(shop)).toHaveText('₹349');

  await shop.context().close();

  // A full plate for the same vehicle keeps its own price.
  const another = await customerPage(browser);
  await bookTwoWheelerPlate(another);
  const plateSummary = another.getByRole('region', { name: 'Order summary' });
  await expect(plateSummary.getByRole('cell', { name: 'Two Wheeler Number Plate' })).toBeVisible();
  await expect(finalTotal(another)).toHaveText('₹749');
  await another.context().close();
});

test('a service whose vehicle type is fixed shows its price on the booking page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Tractor & Trailer Number Plate' }).click();
  await expect(page.getByText('(set by this service)').locator('..')).toContainText('Total ₹899');
});

test('the service cards say "from" the lowest price of their vehicle types, in Hindi too', async ({
  page,
  browser,
}) => {
  await openPricing(page);
  await savePrice(page, 'Electric Vehicle Number Plate', 'Four Wheeler', '599');

  const shop = await customerPage(browser);
  await shop.goto('/');
  // Cheaper for four-wheelers than the two-wheeler's ₹699 now: the card says the lowest.
  await expect(shop.getByRole('article', { name: 'Electric Vehicle Number Plate' })).toContainText(
    'From ₹599',
  );
  await shop.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  const cards = shop.getByRole('article');
  await expect(cards.filter({ hasText: '₹599 से शुरू' })).toHaveCount(1);
  await expect(cards.filter({ hasText: '₹699 से शुरू' })).toHaveCount(3);
  await expect(cards.filter({ hasText: '₹899 से शुरू' })).toHaveCount(2);
  await shop.context().close();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the pricing form asks for a blank target and drops an error as soon as the value is fixed', async ({
    page,
  }) => {
    await openPricing(page);
    const form = pricingForm(page, 'Four Wheeler Number Plate', 'Four Wheeler');
    const target = form.getByLabel('Target price (₹)');

    await target.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the target price.')).toBeVisible();
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    // No "total instead of the target ₹0": a blank target has no total yet.
    await expect(form.getByText(/Rounding makes the total/)).toHaveCount(0);
    await expect(form.getByRole('definition').last()).toHaveText('—');

    await target.fill('-5');
    await expect(form.getByText('Target price cannot be negative.')).toBeVisible();
    await expect(form.getByText('Please enter the target price.')).toHaveCount(0);
    await target.fill('999');
    await expect(form.getByText('Target price cannot be negative.')).toHaveCount(0);
    await expect(target).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('definition').last()).toHaveText('₹999');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Pricing saved.')).toBeVisible();

    // A link per service leads straight to its prices.
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'Tractor & Trailer Number Plate' })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tractor & Trailer Number Plate' }),
    ).toBeInViewport();

    // Leaving a field with a bad value says so before any save; fixing it takes the message away.
    const charge = pricingForm(page, 'Tractor & Trailer Number Plate', 'Four Wheeler').getByLabel(
      'Service charge (₹)',
    );
    await charge.fill('-1');
    await charge.blur();
    const chargeError = page.getByText('Service charge cannot be negative.');
    await expect(chargeError).toBeVisible();
    await charge.fill('10');
    await expect(chargeError).toHaveCount(0);

    // Grouped by service, the whole page fits the phone's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
