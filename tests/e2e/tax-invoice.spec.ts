import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import {
  createAdmin,
  openAdminMenu,
  restoreSharedSettings,
  signInAsAdmin,
} from './support/admin.ts';
import { bookAndPay } from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

// The GSTIN is part of the site info every test shares: put it back.
test.afterEach(async ({ baseURL }) => {
  if (baseURL) await restoreSharedSettings(baseURL);
});

/** Downloads the order's PDF from the tracking page and answers its text on one line. */
async function downloadReceipt(page: Page, name = 'Download receipt (PDF)'): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await (await download).path();
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

test('with the GSTIN set, confirming a payment issues a tax invoice that staff see and the customer downloads', async ({
  page,
  browser,
}) => {
  // The owner enters the business's GSTIN as printed, in lower case.
  await signInAsAdmin(page);
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Site info' })
    .click();
  await page.getByLabel('GSTIN').fill('05abcde1234f1z6');
  await page.getByLabel('Authorised signatory').fill('Asha Verma');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Site info saved.' })).toBeVisible();

  // A customer pays, opens the order from the success page and downloads an order receipt.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const orderId = await bookAndPay(customer);
  await customer.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  const before = await downloadReceipt(customer);
  expect(before).toContain('Order receipt');
  expect(before).toContain('GSTIN: 05ABCDE1234F1Z6');
  expect(before).toContain(
    'Your tax invoice, with its invoice number, follows once we have verified your payment',
  );
  expect(before).toContain('₹699');

  // Staff verify the payment; the booking's details show its invoice number.
  await page.goto('/admin/bookings');
  const card = page.getByRole('article', { name: orderId });
  await card.getByRole('button', { name: 'Mark Confirmed' }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByText('Tax invoice no.')).toBeVisible();
  const invoiceNumber = await card.getByText(/^\d{4}-\d{2}\/\d{6}$/).textContent();

  // The same download is now the tax invoice with that number, CGST and SGST within Uttarakhand.
  await customer.reload();
  const after = await downloadReceipt(customer);
  expect(after).toContain('TAX INVOICE');
  expect(after).toContain(`Invoice number ${invoiceNumber}`);
  expect(after).toContain('Place of supply Uttarakhand (05)');
  // GST on the plates and the service charge together (s.15(2)(c)): 592 taxable, 107 tax.
  expect(after).toContain('Taxable value ₹592');
  expect(after).toContain('CGST (9%) ₹53.50');
  expect(after).toContain('SGST (9%) ₹53.50');
  expect(after).toContain('Total ₹699');
  expect(after).toContain('Authorised signatory: Asha Verma');

  // Staff cancel the order: a credit note in its own series cancels the invoice.
  await card.getByRole('button', { name: 'Mark Cancelled' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(card.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download credit note (PDF)' })).toBeVisible();
  await customer.reload();
  const creditNote = await downloadReceipt(customer, 'Download credit note (PDF)');
  expect(creditNote).toContain('CREDIT NOTE');
  expect(creditNote).toMatch(/Credit note number CN\/\d{4}-\d{2}\/\d{4}/);
  expect(creditNote).toContain(`Against invoice ${invoiceNumber}`);
  expect(creditNote).toContain('Total credited ₹699');
  await customerContext.close();
});
