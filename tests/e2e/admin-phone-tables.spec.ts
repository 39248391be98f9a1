import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { ensurePayee } from './support/app-db.ts';
import { postBooking } from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

// The admin lists on the project's phone (393 px, playwright.config.ts): every row fits the
// screen, stacked rather than scrolled sideways, however long a customer's name or e-mail.

test.beforeAll(() => {
  createAdmin();
  ensurePayee('TWO_WHEELER');
});

const LIST_PAGES = [
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/bookings', heading: 'Bookings' },
  { path: '/admin/payments', heading: 'Payments' },
  { path: '/admin/appointments', heading: 'Appointments' },
  { path: '/admin/refunds', heading: 'Refunds' },
  { path: '/admin/leads', heading: 'Leads' },
  { path: '/admin/complaints', heading: 'Complaints' },
  { path: '/admin/staff', heading: 'Staff' },
  { path: '/admin/audit', heading: 'Audit trail' },
] as const;

/** Elements wider than their box: the page itself, and any table or its scrolling container. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} ${element.scrollWidth} > ${element.clientWidth}`;
    const root = document.documentElement;
    const wide = root.scrollWidth > root.clientWidth ? [nameOf(root)] : [];
    const tables = Array.from(document.querySelectorAll('table')).flatMap((table) =>
      table.parentElement ? [table, table.parentElement] : [table],
    );
    for (const element of tables) {
      if (element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth)
        wide.push(nameOf(element));
    }
    return wide;
  });
}

test('every admin list fits a 393 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  expect(page.viewportSize()?.width).toBe(393);
  await postBooking(request, {
    fullName: 'Venkatanarasimharajuvaripeta Subrahmanyam',
    email: 'venkatanarasimharajuvaripeta.subrahmanyam@example.in',
  });
  await signInAsAdmin(page);
  for (const { path, heading } of LIST_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await sidewaysScrollers(page), path).toEqual([]);
  }
});
