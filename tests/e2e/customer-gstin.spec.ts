import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import {
  createAdmin,
  restoreSharedSettings,
  signInAsAdmin,
  withAdminApi,
} from './support/admin.ts';
import { ensurePayee } from './support/app-db.ts';
import {
  fillBookingForm,
  fillBookingFormInHindi,
  shownOrderNumber,
  transactionNumber,
} from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

/** Registered in Delhi (07); the business is in Uttarakhand (05). */
const DELHI_GSTIN = '07AAACB2230M1ZY';
/** The same with a wrong check character. */
const WRONG_GSTIN = '07AAACB2230M1ZX';

test.beforeAll(() => {
  createAdmin();
});

// The business's GSTIN is part of the site info every test shares: put it back.
test.afterEach(async ({ baseURL }) => {
  if (baseURL) await restoreSharedSettings(baseURL);
});

/** The business registered for GST, as the owner saves it in Site info. */
async function registerForGst(baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('no baseURL');
  await withAdminApi(baseURL, async (api) => {
    const saved = await api.put('/api/admin/site-info', {
      data: {
        ...DEFAULT_SITE_INFO,
        gstin: '05ABCDE1234F1Z6',
        gstRegistered: 'yes',
        signatoryName: 'Asha Verma',
      },
    });
    expect(saved.status()).toBe(200);
  });
}

/** Downloads the order's PDF from the tracking page and answers its text on one line. */
async function downloadInvoice(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const file = await (await download).path();
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

test('a business customer gives their GSTIN on the booking form, and their tax invoice names it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two trips to the payment page, the admin and a PDF: more than one booking's time.
  test.slow();
  // Not registered (the shared default): the form offers no GSTIN.
  ensurePayee('TWO_WHEELER');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/bookyourservice');
  await customer.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  await expect(customer.getByLabel('Full name')).toBeVisible();
  await expect(customer.getByText('Add GSTIN for a business invoice (optional)')).toHaveCount(0);

  // Registered: the form offers it, closed until asked for.
  await registerForGst(baseURL);
  await customer.reload();
  await fillBookingForm(customer);
  await expect(customer.getByLabel('GSTIN')).toBeHidden();
  await customer.getByText('Add GSTIN for a business invoice (optional)').click();
  // Typed in small letters, with a wrong check character: only the server checks it.
  await customer.getByLabel('GSTIN').pressSequentially(WRONG_GSTIN.toLowerCase());
  await expect(customer.getByLabel('GSTIN')).toHaveValue(WRONG_GSTIN);
  await customer.getByRole('button', { name: 'Proceed to Payment' }).click();
  await customer.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await customer.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(
    customer.getByText(
      'Please enter your 15-character GSTIN exactly as on your GST certificate, or leave it blank.',
    ),
  ).toBeVisible();

  // Back to the form: the GSTIN is still there, after a reload too, open to correct.
  await customer.getByRole('link', { name: 'Edit details' }).click();
  await customer.reload();
  const gstin = customer.getByLabel('GSTIN');
  await expect(gstin).toHaveValue(WRONG_GSTIN);
  await gstin.fill(DELHI_GSTIN);
  await customer.getByRole('button', { name: 'Proceed to Payment' }).click();
  const orderId = await shownOrderNumber(customer);
  await customer.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await customer.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(customer.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await customer.getByRole('main').getByRole('link', { name: 'Track your order' }).click();

  // Staff verify the payment; the tax invoice names the customer's GSTIN and its state.
  await signInAsAdmin(page);
  await page.goto('/admin/bookings');
  const card = page.getByRole('article', { name: orderId });
  await card.getByRole('button', { name: 'Mark Confirmed' }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await customer.reload();
  const invoice = await downloadInvoice(customer);
  expect(invoice).toContain('TAX INVOICE');
  expect(invoice).toContain(`Customer GSTIN ${DELHI_GSTIN}`);
  expect(invoice).toContain('Place of supply Delhi (07)');
  await customerContext.close();
});

test('a Hindi reader with a wrong GSTIN reads why in Hindi', async ({ page, baseURL }) => {
  ensurePayee('TWO_WHEELER');
  await registerForGst(baseURL);
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();
  await fillBookingFormInHindi(page);
  await page.getByText('व्यावसायिक बिल के लिए GSTIN जोड़ें (वैकल्पिक)').click();
  await page.getByLabel('GSTIN').fill(WRONG_GSTIN);
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर').fill(transactionNumber());
  await page.getByRole('button', { name: 'भुगतान जमा करें' }).click();
  await expect(
    page.getByText(
      'कृपया अपना 15 अक्षरों का GSTIN ठीक वैसे ही डालें जैसा आपके GST प्रमाणपत्र पर है, या इसे खाली छोड़ दें।',
    ),
  ).toBeVisible();
});
