import { POLICY_TEXT_MESSAGES } from '#shared/policies/policies-schema.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, openAdminMenu, signInAsAdmin } from './support/admin.ts';
import { setUpiId } from './support/app-db.ts';
import { bookTwoWheelerPlate } from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { OWN_REFUND_POLICY, readUpiId, unpublishPolicies } from './support/policies.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

test.beforeAll(() => {
  createAdmin();
});

test.beforeEach(() => {
  unpublishPolicies();
});

// Policies are shared by every test on this server: take them down again.
test.afterEach(() => {
  unpublishPolicies();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const footerPolicies = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name });

/** A customer's own browser (no admin cookie), optionally one that chose Hindi before. */
async function customerPage(browser: Browser, { hindi = false } = {}) {
  const context = await browser.newContext();
  if (hindi) await chooseHindiBeforeLoading(context);
  return context.newPage();
}

async function openPoliciesScreen(page: Page) {
  await signInAsAdmin(page);
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await expect(heading(page, 'Policies')).toBeVisible();
}

test('a policy not published yet says so and shows how to reach the business', async ({
  browser,
}) => {
  const page = await customerPage(browser);
  await page.goto('/');
  await footerPolicies(page, 'Policies').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(heading(page, 'Privacy policy')).toBeVisible();
  await expect(page.getByText('This page has not been published yet.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: '098765 43210' }).first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test('the owner publishes the refund policy and customers read it from the footer and the payment page, in English and Hindi', async ({
  page,
  browser,
}) => {
  await openPoliciesScreen(page);
  const refund = page.getByRole('region', { name: 'Refund and cancellation policy' });
  await expect(refund).toContainText('Not published');
  await expectNoSeriousViolations(page);

  // The suggested text is a starting point: it cannot go out with its [placeholders] in it.
  await refund.getByRole('button', { name: 'Start from a suggested text' }).click();
  await expect(refund.getByText('Starting point only.')).toBeVisible();
  const text = refund.getByLabel('Refund and cancellation policy text');
  await expect(text).toHaveValue(/within \[7\] working days/);
  await refund.getByRole('button', { name: 'Save' }).click();
  await expect(refund.getByText(POLICY_TEXT_MESSAGES.placeholders)).toBeVisible();
  await expect(refund).toContainText('Not published');

  await text.fill(OWN_REFUND_POLICY);
  await refund.getByRole('button', { name: 'Save' }).click();
  await expect(refund.getByRole('status')).toContainText(
    'Saved and published: customers see it now.',
  );
  await expect(refund).toContainText('Published, last saved');
  await page.reload();
  await expect(page.getByLabel('Refund and cancellation policy text')).toHaveValue(
    OWN_REFUND_POLICY,
  );

  // A customer finds it in the footer; the owner's words are shown as written, markup and all.
  const customer = await customerPage(browser);
  await customer.goto('/');
  await footerPolicies(customer, 'Policies')
    .getByRole('link', { name: 'Refund and cancellation policy' })
    .click();
  await expect(heading(customer, 'Refund and cancellation policy')).toBeVisible();
  const main = customer.getByRole('main');
  await expect(main.getByText(/^Cancel free of charge until we order your plates/)).toBeVisible();
  await expect(
    main.getByText(
      'Refunds reach your UPI account within 5 working days. <b>No fees</b> & no questions asked.',
    ),
  ).toBeVisible();
  await expect(main.locator('b')).toHaveCount(0);
  await expect(main.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoSeriousViolations(customer);

  // And on the payment page, next to "Submit Payment", before paying.
  const upiBefore = readUpiId('TWO_WHEELER');
  setUpiId('TWO_WHEELER', 'hsrpbooking@okaxis');
  try {
    await bookTwoWheelerPlate(customer);
  } finally {
    setUpiId('TWO_WHEELER', upiBefore);
  }
  const beforePaying = customer.getByRole('navigation', { name: 'Please read before you pay:' });
  await expect(beforePaying.getByRole('link')).toHaveText([
    'Refund and cancellation policy',
    'Privacy policy',
    'Terms of service',
    'Grievance officer',
  ]);

  // In Hindi the page around the owner's text is Hindi; the text stays as the owner wrote it.
  await customer.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await customer
    .getByRole('navigation', { name: 'भुगतान से पहले कृपया पढ़ें:' })
    .getByRole('link', { name: 'रिफ़ंड और कैंसलेशन नीति' })
    .click();
  await expect(heading(customer, 'रिफ़ंड और कैंसलेशन नीति')).toBeVisible();
  await expect(main.getByText(/^अंतिम अपडेट: /)).toBeVisible();
  await expect(main.getByText(/^Cancel free of charge until we order your plates/)).toBeVisible();
  await expect(main.locator('[lang="en"]')).toContainText('Cancel free of charge');
  await customer.context().close();

  // A Hindi reader on a policy not published yet.
  const hindiReader = await customerPage(browser, { hindi: true });
  await hindiReader.goto('/');
  await footerPolicies(hindiReader, 'नीतियाँ').getByRole('link', { name: 'सेवा की शर्तें' }).click();
  await expect(heading(hindiReader, 'सेवा की शर्तें')).toBeVisible();
  await expect(hindiReader.getByText(/^यह पेज अभी प्रकाशित नहीं हुआ है।/)).toBeVisible();
  await expectNoSeriousViolations(hindiReader);
  await hindiReader.context().close();
});

test('the owner names the grievance officer and customers can call or write to them', async ({
  page,
  browser,
}) => {
  await openPoliciesScreen(page);
  const officer = page.getByRole('region', { name: 'Grievance officer' });
  await expect(officer.getByLabel('Designation')).toHaveValue('Grievance Officer');
  // The sample phone of a fresh install is never suggested, and is refused if typed.
  await expect(officer.getByLabel('Phone')).toHaveValue('');
  await officer.getByLabel('Name').fill('Meera Joshi');
  await officer.getByLabel('Phone').fill('098765 43210');
  await officer.getByLabel('E-mail').fill('grievance@roorkeeplates.in');
  await officer.getByRole('button', { name: 'Save' }).click();
  await expect(officer.getByText(/This is the sample phone number/)).toBeVisible();
  await officer.getByLabel('Phone').fill('01332 123456');
  await officer.getByRole('button', { name: 'Save' }).click();
  await expect(officer.getByRole('status')).toContainText('Saved and published');

  const customer = await customerPage(browser);
  await customer.goto('/');
  await footerPolicies(customer, 'Policies')
    .getByRole('link', { name: 'Grievance officer' })
    .click();
  await expect(heading(customer, 'Grievance officer')).toBeVisible();
  const main = customer.getByRole('main');
  await expect(main.getByText('Meera Joshi')).toBeVisible();
  await expect(main.getByRole('link', { name: '01332 123456' })).toHaveAttribute(
    'href',
    'tel:01332123456',
  );
  await expect(main.getByRole('link', { name: 'grievance@roorkeeplates.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@roorkeeplates.in',
  );
  await expect(
    main.getByText('We acknowledge a complaint within 48 hours and resolve it within one month.'),
  ).toBeVisible();
  await expectNoSeriousViolations(customer);
  await customer.context().close();
});
