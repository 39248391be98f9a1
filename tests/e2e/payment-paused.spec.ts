import sharp from 'sharp';
import { API_PATHS } from '#shared/api-paths.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { admin, clearPaymentOption, createAdmin, withAdminApi } from './support/admin.ts';
import { countBookings, ensurePayee } from './support/app-db.ts';
import {
  fillBookingForm,
  shownOrderNumber,
  someHomeAppointment,
  todaysOrderNumber,
  transactionNumber,
  uniqueMobile,
} from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

const languageSwitch = (page: Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** What the payment page posts, for a booking sent without the page. */
const bookingFields = (overrides: Record<string, string>) => ({
  service: 'TWO_WHEELER_PLATE',
  vehicleType: 'TWO_WHEELER',
  fullName: 'Asha Verma',
  phone: uniqueMobile(),
  email: 'asha@example.in',
  state: 'Uttarakhand',
  city: 'Roorkee',
  pincode: '247667',
  // Home fitting needs the street address (decision 0051).
  address: '12 Civil Lines',
  regNumber: 'UK08AB1234',
  chassisLast5: '54321',
  engineLast5: '12345',
  installation: 'home',
  ...someHomeAppointment(),
  orderId: todaysOrderNumber(),
  txnId: transactionNumber(),
  privacyNotice: PRIVACY_NOTICE_VERSION,
  ...overrides,
});

test('without a payee the payment page says bookings are paused, offers no Submit Payment, and opens live once staff set one', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  // A fresh install's four-wheelers: no UPI id, no QR image.
  clearPaymentOption('FOUR_WHEELER');
  ensurePayee('TWO_WHEELER');
  try {
    // The service choice says so before the form (issue 39), in the server's HTML too.
    const pausedNote = 'Bookings paused for Four Wheeler: please call us.';
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(pausedNote);
    await page.goto('/');
    const card = (name: string) => page.getByRole('article', { name, exact: true });
    await expect(card('Four Wheeler Number Plate')).toContainText(pausedNote);
    // A service for both vehicle types names the paused one; two-wheelers alone are not paused.
    await expect(card('Only Color Stickers')).toContainText(pausedNote);
    await expect(card('Two Wheeler Number Plate')).not.toContainText('paused');
    await languageSwitch(page, 'हिन्दी').click();
    await expect(
      page.getByText('चारपहिया वाहन की बुकिंग अभी रुकी हुई है: कृपया हमें कॉल करें।').first(),
    ).toBeVisible();
    await languageSwitch(page, 'English').click();
    // In the form too: a service for both vehicle types describes the paused one by it.
    await card('Only Color Stickers').getByRole('button').click();
    await expect(page.getByRole('radio', { name: 'Four Wheeler' })).toHaveAccessibleDescription(
      pausedNote,
    );
    await expect(page.getByRole('radio', { name: 'Two Wheeler' })).not.toHaveAccessibleDescription(
      /paused/,
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Now: Four Wheeler Number Plate' }).click();
    await expect(page.getByRole('main')).toContainText(pausedNote);
    await fillBookingForm(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();

    const pay = page.getByRole('region', { name: 'Pay by UPI' });
    const paused = pay.getByRole('status');
    await expect(paused).toContainText('Bookings are paused');
    await expect(paused).toContainText(
      'We are not taking online payments for Four Wheeler bookings yet. Please do not pay anyone for this order.',
    );
    await expect(paused).toContainText(`Call us to book (${DEFAULT_SITE_INFO.supportHours}):`);
    await expect(paused.getByRole('link', { name: DEFAULT_SITE_INFO.phone })).toHaveAttribute(
      'href',
      `tel:${DEFAULT_SITE_INFO.phonecall}`,
    );
    await expect(pay.getByRole('img')).toHaveCount(0);
    await expect(pay.getByText('Not available')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Payment' })).toHaveCount(0);
    await expect(page.getByLabel('Payment Transaction No.')).toHaveCount(0);
    await expect(page.getByText('This page updates by itself.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await languageSwitch(page, 'हिन्दी').click();
    const pausedInHindi = page.getByRole('region', { name: 'UPI से भुगतान करें' }).getByRole('status');
    await expect(pausedInHindi).toContainText('बुकिंग अभी रुकी हुई है');
    await expect(pausedInHindi).toContainText('चारपहिया वाहन की बुकिंग के लिए');
    await expect(pausedInHindi).toContainText('कृपया इस ऑर्डर के लिए किसी को भी भुगतान न करें।');
    await languageSwitch(page, 'English').click();
    await expect(paused).toContainText('Bookings are paused');

    // The server refuses such a booking from anyone, and stores nothing.
    const before = countBookings();
    const refused = await page.request.post(API_PATHS.bookings, {
      data: bookingFields({ service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' }),
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(FORM_MESSAGES.bookingsPaused);
    expect(countBookings()).toBe(before);

    // Staff set a UPI id: the open page shows the QR and the form, without a reload.
    await withAdminApi(baseURL, async (api) => {
      const saved = await api.put(API_PATHS.admin.paymentOptionFor('FOUR_WHEELER'), {
        data: { upiId: 'hsrpfour@okaxis', password: admin.password },
      });
      expect(saved.status()).toBe(200);
    });
    await expect(pay.getByRole('img', { name: /UPI payment QR code/ })).toBeVisible();
    await expect(pay.getByText('hsrpfour@okaxis', { exact: true })).toBeVisible();
    await expect(paused).toHaveCount(0);
    await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  } finally {
    clearPaymentOption('FOUR_WHEELER');
  }
});

test('a mobile number with unpaid bookings waiting gets a clear message on the payment page, in Hindi too', async ({
  page,
}) => {
  ensurePayee('TWO_WHEELER');
  const phone = uniqueMobile();
  // Two bookings for one number, neither verified yet: the owner's default limit of open holds.
  for (let i = 0; i < 2; i += 1) {
    const res = await page.request.post(API_PATHS.bookings, { data: bookingFields({ phone }) });
    expect(res.status()).toBe(201);
  }
  const before = countBookings();

  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  await fillBookingForm(page, { phone });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  const confirm = (name: string) => page.getByRole('region', { name }).getByRole('alert');
  await expect(confirm('Confirm your payment')).toHaveText(LAZY_FORM_MESSAGES.tooManyHoldsForPhone);
  await expect(page).toHaveURL(/\/payment$/);
  expect(countBookings()).toBe(before);

  await languageSwitch(page, 'हिन्दी').click();
  await expect(confirm('अपने भुगतान की पुष्टि करें')).toHaveText(
    'इस मोबाइल नंबर की बुकिंग पहले से भुगतान की जाँच का इंतज़ार कर रही हैं। कृपया उनके सत्यापित होने तक रुकें, या हमें कॉल करें।',
  );
  await languageSwitch(page, 'English').click();
});

test('with only an uploaded QR image the payment page asks for amount and order number, offers the image to save and pay from the gallery, and names the account holder', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  clearPaymentOption('FOUR_WHEELER');
  try {
    const qr = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await withAdminApi(baseURL, async (api) => {
      const saved = await api.put(API_PATHS.admin.paymentOptionFor('FOUR_WHEELER'), {
        multipart: {
          upiId: '',
          holderName: 'Ramesh Kumar Sharma',
          password: admin.password,
          qrImage: { name: 'qr.png', mimeType: 'image/png', buffer: qr },
        },
      });
      expect(saved.status()).toBe(200);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Now: Four Wheeler Number Plate' }).click();
    await fillBookingForm(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const orderId = await shownOrderNumber(page);
    const pay = page.getByRole('region', { name: 'Pay by UPI' });
    await expect(pay.getByRole('img', { name: /UPI payment QR code/ })).toBeVisible();
    await expect(pay).toContainText(
      `This QR code does not fill in the amount: enter ₹899 in your UPI app and add your order number ${orderId} as the note.`,
    );
    // No UPI id: no "UPI ID" row at all (it said "Not available"), and no UPI app link.
    await expect(pay.getByText('UPI ID')).toHaveCount(0);
    await expect(pay.getByText('Not available')).toHaveCount(0);
    await expect(pay.getByRole('link', { name: 'Pay with UPI app' })).toHaveCount(0);
    // The account holder's name the UPI app will show, and the check against it.
    await expect(pay).toContainText('Bank account holder');
    await expect(pay).toContainText(
      'Before you pay, check that your UPI app shows the account holder’s name: Ramesh Kumar Sharma.',
    );
    // On the phone showing the QR: save the image, then pay from the gallery.
    await expect(pay).toContainText(
      'On this phone? Save the QR image, then in Google Pay, PhonePe, Paytm or BHIM tap Scan QR → choose from gallery (or Upload) and pick it.',
    );
    const downloaded = page.waitForEvent('download');
    await pay.getByRole('link', { name: 'Save QR image' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('hsrp-payment-qr.png');
    expect((await sharp(await download.path()).metadata()).format).toBe('png');
    await expectNoSeriousViolations(page);

    await languageSwitch(page, 'हिन्दी').click();
    const payInHindi = page.getByRole('region', { name: 'UPI से भुगतान करें' });
    await expect(payInHindi).toContainText('बैंक खाताधारक');
    await expect(payInHindi).toContainText('Ramesh Kumar Sharma');
    await expect(payInHindi).toContainText('इसी फ़ोन से भुगतान? QR इमेज सेव करें');
    await expect(payInHindi.getByRole('link', { name: 'QR इमेज सेव करें' })).toBeVisible();
    await expect(payInHindi.getByText('उपलब्ध नहीं')).toHaveCount(0);
    await languageSwitch(page, 'English').click();
    await expect(page.getByRole('button', { name: 'Submit Payment' })).toBeVisible();
  } finally {
    clearPaymentOption('FOUR_WHEELER');
  }
});
