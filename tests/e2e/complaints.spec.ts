import { createAdmin, openAdminMenu, signInAsAdmin } from './support/admin.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

/** Different on every run, so the queue's ticket is this test's. */
const uniqueMobile = () => `9${String(Date.now()).slice(-9)}`;

test('a customer complains in Hindi and gets a ticket, staff reply, and the customer reads the reply by ticket and phone', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  await chooseHindiBeforeLoading(context);
  const customer = await context.newPage();
  const mobile = uniqueMobile();
  const name = `शिकायतकर्ता ${mobile.slice(-4)}`;

  // From the footer, as every page has it.
  await customer.goto('/');
  await customer.getByRole('contentinfo').getByRole('link', { name: 'शिकायतें' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'शिकायतें' })).toBeVisible();
  const form = customer.getByRole('region', { name: 'शिकायत दर्ज करें' });
  // A blank form is refused at its fields, in Hindi.
  await form.getByRole('button', { name: 'शिकायत भेजें' }).click();
  await expect(form.getByText('कृपया बताएँ कि क्या हुआ।')).toBeVisible();

  await form.getByLabel('आपका नाम').fill(name);
  await form.getByLabel('मोबाइल नंबर').fill(mobile);
  await form.getByLabel('ईमेल').fill('complainant@example.in');
  await form.getByLabel('क्या हुआ?').fill('फ़िटर नहीं आया।\nपूरा दिन इंतज़ार किया।');
  await form.getByRole('button', { name: 'शिकायत भेजें' }).click();
  const ticketShown = customer.getByTestId('complaint-ticket');
  await expect(ticketShown).toHaveText(/^C-\d{4}-\d{5}$/);
  const ticket = (await ticketShown.textContent()) ?? '';
  // The tab keeps it across a refresh.
  await customer.reload();
  await expect(customer.getByTestId('complaint-ticket')).toHaveText(ticket);

  // Staff find it in the queue and reply.
  await signInAsAdmin(page);
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Complaints' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  const card = page.getByRole('article', { name: `${ticket} · ${name}` });
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(card.getByText('पूरा दिन इंतज़ार किया।')).toBeVisible();
  await card.getByLabel(/Reply to/).fill('We are sending the fitter tomorrow at 10.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByRole('list', { name: 'Replies' })).toContainText(
    'We are sending the fitter tomorrow at 10.',
  );
  await expect(card).toContainText('Answered');

  // The customer checks the ticket with its number (filled in) and their mobile number.
  const check = customer.getByRole('region', { name: 'टिकट की स्थिति देखें' });
  await expect(check.getByLabel('टिकट नंबर')).toHaveValue(ticket);
  await check.getByLabel('मोबाइल नंबर').fill('9123456780');
  await check.getByRole('button', { name: 'टिकट देखें' }).click();
  await expect(check.getByRole('alert')).toContainText('कोई टिकट नहीं मिला');
  await check.getByLabel('मोबाइल नंबर').fill(mobile);
  await check.getByRole('button', { name: 'टिकट देखें' }).click();
  const state = check.getByRole('status');
  await expect(state).toContainText('जवाब दिया गया');
  await expect(state).toContainText('We are sending the fitter tomorrow at 10.');
  await context.close();
});
