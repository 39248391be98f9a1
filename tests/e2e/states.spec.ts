import { findBooking, setUpiId } from './support/app-db.ts';
import { fillBookingForm, shownOrderNumber } from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, test } from './support/test.ts';

test.afterEach(() => {
  setUpiId('TWO_WHEELER', null);
});

test('a customer in Kerala, a state the form did not list at first, can book', async ({ page }) => {
  setUpiId('TWO_WHEELER', 'hsrpbooking@okaxis');
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  const states = page.getByLabel('State').locator('option:not([value=""])');
  await expect(states).toHaveCount(36);
  for (const state of ['Haryana', 'Assam', 'Jammu and Kashmir', 'Ladakh', 'Puducherry']) {
    await expect(page.getByLabel('State').locator(`option[value="${state}"]`)).toHaveCount(1);
  }

  await fillBookingForm(page, { state: 'Kerala', city: 'Kochi', pincode: '682001' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill('612345678991');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page).toHaveURL(/\/success/);
  expect(findBooking(orderId)).toMatchObject({ state: 'Kerala', city: 'Kochi' });
});

test('in Hindi every state and union territory has its Hindi name', async ({ page }) => {
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/');
  await page.getByRole('button', { name: 'अभी बुक करें: दोपहिया वाहन की नंबर प्लेट' }).click();
  const select = page.locator('#booking-state');
  await expect(select.locator('option[value="Jammu and Kashmir"]')).toHaveText('जम्मू और कश्मीर');
  await expect(select.locator('option[value="Kerala"]')).toHaveText('केरल');
  await expect(select.locator('option[value="Haryana"]')).toHaveText('हरियाणा');
});
