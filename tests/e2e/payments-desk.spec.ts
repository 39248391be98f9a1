import { API_PATHS } from '#shared/api-paths.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { admin, createAdmin, openAdminMenu, signInAsAdmin } from './support/admin.ts';
import { ensurePayee, findBooking } from './support/app-db.ts';
import {
  customerPaysWithScreenshot,
  postBooking,
  transactionNumber,
} from './support/booking-flow.ts';
import { lapseBooking } from './support/lapse.ts';
import { realStatement } from './support/real-statements.ts';
import {
  csvOf,
  findStatementLine,
  HDFC_FIRST_LINE,
  type HdfcLine,
  hdfcStatement,
  todayInIndia,
} from './support/statements.ts';
import { expect, type Page, test } from './support/test.ts';

// The payment desk (docs/product.md#payment-desk): staff upload the bank's statement, see what it
// would confirm, apply it, and decide on the credits no booking claimed. All on a 360 px phone.

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(() => {
  createAdmin();
  ensurePayee('TWO_WHEELER');
});

/** The booking's total as the bank would write the credit, e.g. "699.00". */
function creditOf(orderId: string): string {
  const booking = findBooking(orderId);
  if (!booking) throw new Error(`booking ${orderId} not stored`);
  return `${booking.price_total}.00`;
}

async function openPayments(page: Page) {
  await signInAsAdmin(page);
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

/** Chooses the statement file and its bank, then "Check statement". */
async function checkStatement(
  page: Page,
  lines: HdfcLine[],
  { fileName = 'hdfc-statement.csv', bank = 'HDFC Bank' } = {},
) {
  const form = page.getByRole('form', { name: 'Bank statement' });
  await form.getByLabel('Statement file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: csvOf(hdfcStatement(lines)),
  });
  await form.getByLabel('Bank').selectOption({ label: bank });
  await form.getByRole('button', { name: 'Check statement' }).click();
}

const previewOf = (page: Page) =>
  page.getByRole('region', { name: 'What this statement would do' });
const appliedOf = (page: Page) => page.getByRole('region', { name: 'Statement applied' });
const creditsWithoutBooking = (page: Page) =>
  page.getByRole('region', { name: /^Credits without a booking/ });

/** The queue's item for a bank line, found by its UPI reference. */
const queuedLine = (page: Page, upiReference: string) =>
  creditsWithoutBooking(page).getByRole('listitem').filter({ hasText: upiReference });

async function applyStatement(page: Page) {
  await previewOf(page).getByRole('button', { name: 'Apply' }).click();
  await expect(appliedOf(page)).toBeVisible();
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a statement line with the booking’s reference and amount confirms it, once, after Apply', async ({
  page,
  browser,
}) => {
  const txnId = transactionNumber();
  const orderId = await customerPaysWithScreenshot(browser, txnId);
  const applies: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === API_PATHS.admin.paymentsApply)
      applies.push(sent.url());
  });

  await openPayments(page);
  await checkStatement(page, [{ upiReference: txnId, credit: creditOf(orderId) }]);
  const preview = previewOf(page);
  await expect(preview.getByText(/^Bookings to confirm$/).first()).toBeVisible();
  const confirming = preview.getByRole('region', { name: 'Will confirm' });
  const line = confirming.getByRole('listitem').filter({ hasText: txnId });
  await expect(line).toContainText('Will confirm');
  await expect(line).toContainText(orderId);
  await expect(line).toContainText('Asha Verma');
  await expect(line).toContainText('₹699');
  await expect(line).toContainText(new RegExp(`Line\\s*${HDFC_FIRST_LINE}`));
  // A preview changes nothing.
  expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');
  expect(findStatementLine(txnId)).toBeUndefined();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  // A double tap applies once.
  await preview.getByRole('button', { name: 'Apply' }).dblclick();
  const applied = appliedOf(page);
  await expect(applied).toBeVisible();
  await expect(applied.getByRole('region', { name: 'Confirmed' })).toContainText(orderId);
  expect(applies).toHaveLength(1);
  expect(findBooking(orderId)?.status).toBe('CONFIRMED');
  expect(findStatementLine(txnId)?.state).toBe('matched');

  // The booking's card shows the customer's word, their screenshot and the bank's line.
  await applied.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText(`UPI transaction no. ${txnId}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'View proof' })).toBeVisible();
  await expect(card).toContainText(`₹699 on`);
  await expect(card).toContainText(`line ${HDFC_FIRST_LINE} of hdfc-statement.csv`);
  await expect(card).toContainText(`Matched by ${admin.email}`);
  await expect(card).not.toContainText('No bank credit yet');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});

test('a credit that differs from the booking is listed with both amounts and matched by hand', async ({
  page,
  request,
}) => {
  const txnId = transactionNumber();
  const orderId = await postBooking(request, { fullName: 'Kavya Iyer', txnId });

  await openPayments(page);
  // "Detect the bank": the server finds HDFC's layout itself.
  await checkStatement(page, [{ upiReference: txnId, credit: '599.00' }], {
    bank: 'Detect the bank',
  });
  const reason = 'Amount differs from the booking: credit ₹599 for a ₹699 booking';
  const unmatched = previewOf(page).getByRole('region', { name: 'For you to decide' });
  await expect(unmatched.getByRole('listitem').filter({ hasText: txnId })).toContainText(reason);
  await applyStatement(page);
  expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');

  const item = queuedLine(page, txnId);
  await expect(item).toContainText(reason);
  await expect(item).toContainText(orderId);
  await item.getByRole('button', { name: /^Match to a booking/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Match line \d+ to a booking$/ });
  // The booking the line names is offered, chosen already.
  await expect(dialog.getByRole('radio', { name: new RegExp(orderId) })).toBeChecked();
  await expect(dialog).toContainText('The booking will be confirmed and its customer e-mailed.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `matched to ${orderId}` })).toContainText(
    'now Confirmed',
  );
  await expect(item).toHaveCount(0);
  expect(findBooking(orderId)?.status).toBe('CONFIRMED');

  await page.goto(`/admin/bookings?search=${encodeURIComponent(orderId)}`);
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card).toContainText('₹599 on');
  await expect(card).toContainText('The booking is ₹699: matched by hand.');
});

test('credits no booking gave: one matched by searching for its booking, one dismissed with a note', async ({
  page,
  request,
}) => {
  const typo = transactionNumber();
  const refund = transactionNumber();
  const orderId = await postBooking(request, { fullName: 'Harpreet Gill' });

  await openPayments(page);
  await checkStatement(page, [
    { upiReference: typo, credit: creditOf(orderId), payer: 'HARPREET GILL' },
    { upiReference: refund, credit: '250.00', payer: 'OLD CUSTOMER' },
  ]);
  await expect(previewOf(page).getByText('No booking has this UPI reference')).toHaveCount(2);
  await applyStatement(page);
  await expect(queuedLine(page, refund)).toContainText('No booking has this UPI reference');
  await expectNoSeriousViolations(page);

  // Matched by searching: the customer typed the reference wrong.
  await queuedLine(page, typo)
    .getByRole('button', { name: /^Match to a booking/ })
    .click();
  const match = page.getByRole('dialog', { name: /^Match line/ });
  await expect(match.getByRole('button', { name: 'Match', exact: true })).toBeDisabled();
  await match.getByLabel('Find the booking').fill('Harpreet Gill');
  await match.getByRole('button', { name: 'Search' }).click();
  await match.getByRole('radio', { name: /Harpreet Gill/ }).check();
  await match.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(match).toBeHidden();
  await expect(queuedLine(page, typo)).toHaveCount(0);
  expect(findBooking(orderId)?.status).toBe('CONFIRMED');
  expect(findStatementLine(typo)?.state).toBe('matched');

  // Dismissed: a note is required.
  await queuedLine(page, refund)
    .getByRole('button', { name: /^Dismiss/ })
    .click();
  const dismiss = page.getByRole('dialog', { name: /^Dismiss line \d+\?$/ });
  await dismiss.getByRole('button', { name: 'Dismiss line' }).click();
  await expect(dismiss.getByText('Please say why the line is dismissed.')).toBeVisible();
  await expect(dismiss.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await dismiss.getByLabel('Note').fill('Refund of an old order, returned by hand');
  await dismiss.getByRole('button', { name: 'Dismiss line' }).click();
  await expect(dismiss).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'dismissed.' })).toBeVisible();
  await expect(queuedLine(page, refund)).toHaveCount(0);
  expect(findStatementLine(refund)).toMatchObject({
    state: 'dismissed',
    note: 'Refund of an old order, returned by hand',
  });

  // The dashboard counts the money no statement proved yet, and leads here.
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const money = page.getByRole('region', { name: 'Money not verified yet' });
  await expect(money.getByText('Bank credits without a booking')).toBeVisible();
  await expect(money.getByText('Bookings waiting for a bank credit')).toBeVisible();
  await money.getByRole('link', { name: 'Open Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
});

test('a file that cannot be read shows the server’s message naming its line and column', async ({
  page,
}) => {
  const txnId = transactionNumber();
  await openPayments(page);
  await checkStatement(page, [{ upiReference: txnId, credit: 'abc' }]);
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be read' })).toHaveText(
    `Line ${HDFC_FIRST_LINE}, column "Deposit Amt." (F): the amount "abc" cannot be read.`,
  );
  await expect(previewOf(page)).toHaveCount(0);
  expect(findStatementLine(txnId)).toBeUndefined();

  // Nothing to send yet: the form says what is missing without asking the server.
  await page.reload();
  await page.getByRole('button', { name: 'Check statement' }).click();
  await expect(page.getByText('Please choose the statement file.')).toBeVisible();
  await page.getByLabel('Days after the booking').fill('61');
  await expect(
    page.getByText('Please keep the days after the booking at 60 days or less.'),
  ).toBeVisible();
});

test('staff save their bank’s columns once, and a statement in that layout is read by them', async ({
  page,
  request,
}) => {
  const txnId = transactionNumber();
  const orderId = await postBooking(request, { fullName: 'Neha Kulkarni', txnId });

  await openPayments(page);
  const form = page.getByRole('form', { name: 'Bank statement' });
  await form.getByLabel('Bank').selectOption({ label: 'My bank (saved column mapping)' });
  const mapping = page.getByRole('form', { name: 'Your bank’s columns' });
  await mapping.getByLabel('Date column').fill('Posting Date');
  await mapping.getByRole('radio', { name: 'One amount column, with Cr/Dr or a sign' }).check();
  await mapping.getByRole('button', { name: 'Save' }).click();
  await expect(mapping.getByText('Please name the description column.')).toBeVisible();
  await expect(mapping.getByText('Please name the amount column.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await mapping.getByLabel('Description column').fill('Details');
  await mapping.getByLabel('Amount column', { exact: true }).fill('Amount');
  await mapping.getByLabel('Cr/Dr column (optional)').fill('Type');
  await mapping.getByRole('button', { name: 'Save' }).click();
  await expect(mapping.getByText('Column mapping saved.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A bank of its own layout: no preset knows these headings.
  const statement = csvOf([
    ['Cooperative Bank of Roorkee', '', '', ''],
    ['Posting Date', 'Details', 'Amount', 'Type'],
    [todayInIndia(), `UPI/${txnId}/NEHA KULKARNI/HSRP`, '699.00', 'CR'],
  ]);
  await form.getByLabel('Statement file').setInputFiles({
    name: 'co-op.csv',
    mimeType: 'text/csv',
    buffer: statement,
  });
  await form.getByRole('button', { name: 'Check statement' }).click();
  const line = previewOf(page).getByRole('region', { name: 'Will confirm' }).getByRole('listitem');
  await expect(line).toContainText(orderId);

  // Saved for the next visit.
  await page.reload();
  await form.getByLabel('Bank').selectOption({ label: 'My bank (saved column mapping)' });
  await expect(mapping.getByLabel('Date column')).toHaveValue('Posting Date');
  await expect(mapping.getByLabel('Cr/Dr column (optional)')).toHaveValue('Type');
});

/** The credit of each real-layout fixture that the tests make a customer's payment of today. */
const HDFC_CREDIT_UTR = '412398765432';
// SBI's PDF wraps this credit's reference across two lines of its Description.
const SBI_WRAPPED_UTR = '615719372785';

/** Uploads a bank's real file with the bank left to "Detect", then "Check statement". */
async function checkRealStatement(page: Page, file: { name: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: 'Bank statement' });
  await expect(form.getByLabel('Statement file')).toHaveAttribute(
    'accept',
    '.csv,.txt,.tsv,.xls,.xlsx,.pdf',
  );
  await form.getByLabel('Statement file').setInputFiles({
    ...file,
    mimeType: 'application/octet-stream',
  });
  await expect(form.getByLabel('Bank')).toHaveValue('detect');
  await form.getByRole('button', { name: 'Check statement' }).click();
}

for (const { bank, kind, utr, detected, setAside } of [
  {
    bank: 'hdfc',
    kind: 'xls',
    utr: HDFC_CREDIT_UTR,
    detected: 'HDFC Bank, old Excel workbook (.xls)',
    // The opening balance under STATEMENT SUMMARY and `---  End Of Statement ---`.
    setAside: [/^Statement summary/, /^End of statement/],
  },
  {
    bank: 'sbi',
    kind: 'pdf',
    utr: SBI_WRAPPED_UTR,
    detected: 'State Bank of India, PDF',
    setAside: [/^Page row/, /^Narration continued/],
  },
] as const) {
  test(`a real ${bank.toUpperCase()} .${kind} statement is detected, every line counted, and its credit confirms the booking`, async ({
    page,
    request,
  }) => {
    const txnId = transactionNumber();
    const orderId = await postBooking(request, { fullName: 'Meera Nair', txnId });
    const file = await realStatement(bank, kind, utr, txnId);

    await openPayments(page);
    await checkRealStatement(page, file);
    const preview = previewOf(page);
    await expect(preview.getByText(`Detected: ${detected}`)).toBeVisible();
    const confirming = preview.getByRole('region', { name: 'Will confirm' });
    await expect(confirming.getByRole('listitem').filter({ hasText: txnId })).toContainText(
      orderId,
    );
    // Every line of the file, counted once: the total equals the lines read.
    await preview.getByText(/^Every line of the file/).click();
    await expect(
      preview.getByText(/^Every one of the [\d,]+ lines read is counted once\.$/),
    ).toBeVisible();
    await expect(
      preview.getByRole('row', { name: /Account details above the table/ }),
    ).toBeVisible();
    for (const why of setAside) await expect(preview.getByRole('row', { name: why })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');

    await applyStatement(page);
    await expect(appliedOf(page).getByRole('region', { name: 'Confirmed' })).toContainText(orderId);
    expect(findBooking(orderId)?.status).toBe('CONFIRMED');
    await appliedOf(page).getByRole('link', { name: orderId }).click();
    const card = page.getByRole('article', { name: orderId });
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(card).toContainText(`of ${file.name}`);
  });
}

test('a line with two UPI numbers that neither settles is listed with both', async ({ page }) => {
  // HDFC's fixture: a payer's note holding a 91-prefixed mobile beside the UPI reference, made
  // new for this test (an earlier test may have stored the fixture's own line).
  const upi = transactionNumber();
  const file = await realStatement('hdfc', 'xls', HDFC_CREDIT_UTR, transactionNumber(), {
    '512312345678': upi,
  });
  await openPayments(page);
  await checkRealStatement(page, file);
  const decide = previewOf(page).getByRole('region', { name: 'For you to decide' });
  const line = decide.getByRole('listitem').filter({ hasText: '919876543210' });
  await expect(line).toContainText(`${upi} · 919876543210`);
  await expect(line).toContainText('Two UPI numbers: neither or both belong to a waiting booking');
});

test('a credit for a lapsed booking is listed as such, and staff reopen the booking into a new slot in one step', async ({
  page,
  request,
}) => {
  const txnId = transactionNumber();
  const orderId = await postBooking(request, { fullName: 'Farhan Qureshi', txnId });
  lapseBooking(orderId);

  await openPayments(page);
  await checkStatement(page, [{ upiReference: txnId, credit: creditOf(orderId) }]);
  const lapsed = 'Booking lapsed: payment came after the hold ended';
  const decide = previewOf(page).getByRole('region', { name: 'For you to decide' });
  await expect(decide.getByRole('listitem').filter({ hasText: txnId })).toContainText(lapsed);
  await applyStatement(page);
  expect(findBooking(orderId)?.status).toBe('CANCELLED');

  const item = queuedLine(page, txnId);
  await expect(item).toContainText(lapsed);
  await expect(item.getByRole('button', { name: /^Match to a booking/ })).toHaveCount(0);
  await item.getByRole('button', { name: /^Reopen booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen the lapsed booking' });
  await expect(dialog).toContainText(orderId);
  await expectNoSeriousViolations(page);

  // The first day the fitting calendar offers, and its first time with a place left.
  const calendar = await request.get(`${API_PATHS.appointments}?installation=home`);
  const { days } = (await calendar.json()) as {
    days: { day: string; state: string; slots: { slot: string; left: number }[] }[];
  };
  const open = days.find((day) => day.state === 'open');
  const slot = open?.slots.find((each) => each.left > 0);
  if (!open || !slot) throw new Error('no open fitting slot');
  await dialog.getByLabel('New date').fill(open.day);
  await dialog.getByLabel('New time').selectOption(slot.slot);
  await dialog.getByRole('button', { name: 'Reopen and confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${orderId} (Farhan Qureshi) reopened and confirmed` }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(findBooking(orderId)?.status).toBe('CONFIRMED');
  expect(findStatementLine(txnId)?.state).toBe('matched');
});

test('a file no layout fits shows the headers seen and the closest bank, and fills the column mapping from them', async ({
  page,
}) => {
  await openPayments(page);
  const form = page.getByRole('form', { name: 'Bank statement' });
  await form.getByLabel('Statement file').setInputFiles({
    name: 'co-op-bank.csv',
    mimeType: 'text/csv',
    buffer: csvOf([
      ['Txn Posted Date', 'Transaction Remarks', 'Withdrawals', 'Deposits', 'Running Balance'],
      [todayInIndia(), `UPI/${transactionNumber()}/HSRP`, '', '699.00', '1,000.00'],
    ]),
  });
  await form.getByRole('button', { name: 'Check statement' }).click();
  const why = page.getByRole('region', { name: 'Why the file was not read' });
  await expect(why).toContainText(
    '“Txn Posted Date”, “Transaction Remarks”, “Withdrawals”, “Deposits”, “Running Balance”',
  );
  await expect(why).toContainText(/Closest layout: .+It expects “/);
  await expect(page.getByRole('alert')).not.toContainText(/\ba (?:[AEIOU]|HDFC|ICICI|IDFC)/);
  await expectNoSeriousViolations(page);
  await why.getByRole('button', { name: 'Set up the columns from these headers' }).click();
  await expect(form.getByLabel('Bank')).toHaveValue('saved');
  const mapping = page.getByRole('form', { name: 'Your bank’s columns' });
  await expect(mapping.getByLabel('Date column')).toHaveValue('Txn Posted Date');
  await expect(mapping.getByLabel('Description column')).toHaveValue('Transaction Remarks');
  await expect(mapping.getByLabel('Credit column')).toHaveValue('Deposits');
  await expect(mapping.getByLabel('Debit column (optional)')).toHaveValue('Withdrawals');
  await expectNoSidewaysScroll(page);
});
