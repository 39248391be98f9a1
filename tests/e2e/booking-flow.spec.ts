import { countBookings, findBooking, setUpiId } from './support/app-db.ts';
import { bookTwoWheelerPlate, fillBookingForm, shownOrderNumber } from './support/booking-flow.ts';
import { paymentScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

test.afterEach(() => {
  setUpiId('TWO_WHEELER', null);
});

test('a customer books from the home page and the booking is stored at the server price', async ({
  page,
}) => {
  setUpiId('TWO_WHEELER', 'hsrpbooking@okaxis');
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
  await expect(page.getByText('(set by this service)')).toBeVisible();

  await fillBookingForm(page);
  await expect(page.getByLabel('Registration number')).toHaveValue('UK08AB1234');
  await expect(page.getByLabel('Chassis number (last 5 digits)')).toHaveValue('54321');
  await expect(page.getByRole('radio', { name: 'Home installation' })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  const orderId = await shownOrderNumber(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Final total')).toBeVisible();
  await expect(summary.getByText('₹699')).toBeVisible();
  // The shared settings have no GSTIN: no tax line, the same total (decision 0049).
  await expect(summary.getByText('Service charges')).toBeVisible();
  await expect(summary.getByText(/GST/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /UPI payment QR code/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Save QR image' })).toHaveAttribute(
    'href',
    /payment-qr/,
  );
  // No account holder's name given: UPI apps show it, and the page says so without naming it.
  await expect(page.getByRole('region', { name: 'Pay by UPI' })).toContainText(
    'Your UPI app shows the bank account holder’s name, not always the business name: check it before you pay.',
  );
  await expect(page.getByText('Bank account holder', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=hsrpbooking@okaxis&.*am=699\.00/,
  );

  // The policies to read come before "Submit Payment", not after it (issue 39).
  const policies = page.getByRole('navigation', { name: 'Please read before you pay:' });
  const submitButton = page.getByRole('button', { name: 'Submit Payment' });
  const policiesBox = await policies.boundingBox();
  const submitBox = await submitButton.boundingBox();
  expect(policiesBox && submitBox && policiesBox.y + policiesBox.height).toBeLessThanOrEqual(
    submitBox?.y ?? 0,
  );
  await policies.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(submitButton).toBeFocused();

  await page.getByLabel('Payment Transaction No.').fill(' 412345678901 ');
  await page.getByLabel('Payment screenshot (optional)').setInputFiles({
    name: 'gpay.png',
    mimeType: 'image/png',
    buffer: await paymentScreenshot(),
  });
  await page.getByRole('button', { name: 'Submit Payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/success\?name=Asha/);
  await expect(page.getByText('Asha Verma', { exact: false }).first()).toBeVisible();

  expect(findBooking(orderId)).toMatchObject({
    full_name: 'Asha Verma',
    status: 'PAYMENT_SUBMITTED',
    price_total: 699,
    price_base: 590,
    price_gst: 0,
    txn_id: '412345678901',
    reg_number: 'UK08AB1234',
    chassis_last5: '54321',
  });
  expect(findBooking(orderId)?.proof_image_id).toEqual(expect.any(String));

  // The 5-second countdown takes the customer home.
  await page.waitForFunction(() => location.pathname === '/', undefined, { timeout: 10_000 });
});

test('a reload on /payment keeps the booking and its order number', async ({ page }) => {
  await bookTwoWheelerPlate(page);
  const orderId = await shownOrderNumber(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  expect(await shownOrderNumber(page)).toBe(orderId);
  await expect(page.getByText('Two Wheeler Number Plate').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('₹699')).toBeVisible();
  await expect(page.getByRole('img', { name: /UPI payment QR code/ })).toBeVisible();
});

test('the transaction number is typed on the number pad, spaces and all, and stored as 12 digits', async ({
  page,
}) => {
  await bookTwoWheelerPlate(page);
  const orderId = await shownOrderNumber(page);
  const input = page.getByLabel('Payment Transaction No.');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await input.fill('4123 4567 890');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('A UPI transaction number (UTR) has 12 digits.')).toBeVisible();
  expect(findBooking(orderId)).toBeUndefined();

  await input.fill('4123 4567 8903');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  expect(findBooking(orderId)?.txn_id).toBe('412345678903');
});

test('submitting without a transaction number shows the message and stores nothing', async ({
  page,
}) => {
  await bookTwoWheelerPlate(page);
  const before = countBookings();
  await page.getByLabel('Payment Transaction No.').fill('   ');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('Please enter your Payment Transaction No.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  expect(countBookings()).toBe(before);
});

test('a screenshot the server refuses shows its message, keeps the form and stores nothing', async ({
  page,
}) => {
  await bookTwoWheelerPlate(page);
  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill('412345678902');
  await page.getByLabel('Payment screenshot (optional)').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not really a picture'),
  });
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('The payment screenshot must be a picture')).toBeVisible();
  await expect(page.getByLabel('Payment Transaction No.')).toHaveValue('412345678902');
  expect(await shownOrderNumber(page)).toBe(orderId);
  expect(findBooking(orderId)).toBeUndefined();
});

test('a service with two vehicle types asks for one', async ({ page }) => {
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'Select: HSRP with colour sticker' }).click();
  await fillBookingForm(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Please select vehicle type.')).toBeVisible();
  await page.getByRole('radio', { name: 'Four Wheeler' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('₹899')).toBeVisible();
});

test('an empty booking form names each missing field, focuses the first, and clears a message once it is fixed', async ({
  page,
}) => {
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'Select: HSRP with colour sticker' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
  for (const message of [
    'Please select vehicle type.',
    'Please enter your full name.',
    'Please enter a 10-digit mobile number.',
    'Please select your state.',
    'Please enter a 6-digit pin code.',
    'Please enter the registration number.',
    'Please enter the last 5 digits of the chassis number.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The first field in error, in the page's order, takes the focus: the vehicle type's first radio.
  await expect(page.getByRole('radio', { name: 'Two Wheeler' })).toBeFocused();
  const name = page.getByLabel('Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Asha Rawat');
  await expect(page.getByText('Please enter your full name.')).toBeHidden();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a 10-digit mobile number.')).toBeVisible();
});

test('the chassis and engine fields keep the last five digits, the PIN code its first six, of what is typed or pasted', async ({
  page,
}) => {
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  const chassis = page.getByLabel('Chassis number (last 5 digits)');
  // fill() puts the text in at once, the way a paste does (and a maxlength would cut it first).
  await chassis.fill('AB12345');
  await expect(chassis).toHaveValue('12345');
  await chassis.fill('MA3EWDE1S00123456');
  await expect(chassis).toHaveValue('23456');
  await chassis.clear();
  await chassis.pressSequentially('ab 9876');
  await expect(chassis).toHaveValue('9876');
  const engine = page.getByLabel('Engine number (last 5 digits)');
  await engine.fill('ENG-K12-0987654');
  await expect(engine).toHaveValue('87654');
  const pinCode = page.getByLabel('Pin code');
  await pinCode.fill('247-667');
  await expect(pinCode).toHaveValue('247667');
});

test('/payment without a chosen service goes to /bookyourservice', async ({ page }) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/bookyourservice$/);
  await expect(page.getByRole('heading', { name: 'Choose a service' })).toBeVisible();
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Book Now/ }).first()).toBeVisible();
});

test('the menu opens from the hamburger and closes when a link is chosen', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
