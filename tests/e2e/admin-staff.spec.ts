import sharp from 'sharp';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { ensurePayee, findBooking, findBookingMails, openAppDb } from './support/app-db.ts';
import { postBooking, transactionNumber } from './support/booking-flow.ts';
import { lapseBooking } from './support/lapse.ts';
import { expect, type Page, test } from './support/test.ts';

// Staff at work (docs/product.md#admin-area): the bookings screen on a phone and a desktop,
// cancelling, search by name, the transaction number on the card, and the dashboard's money
// figures.

test.beforeAll(() => {
  createAdmin();
  // Bookings are refused while their vehicle type has no payee.
  ensurePayee('TWO_WHEELER');
});

/** The card of one booking in the list. */
const cardOf = (page: Page, orderId: string) => page.getByRole('article', { name: orderId });

/** The status changes the page sends from now on (their URLs), filled in as they go. */
function statusChangesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/status')) sent.push(request.url());
  });
  return sent;
}

async function openBookings(page: Page, search = '') {
  await page.goto(`/admin/bookings${search ? `?search=${encodeURIComponent(search)}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
}

/** One figure of the dashboard's summary, by its label, as a number of rupees or a count. */
async function dashboardFigure(page: Page, label: string): Promise<number> {
  const stat = page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  const value = (await stat.getByRole('definition').first().textContent()) ?? '';
  return Number(value.replace(/[₹,\s]/g, ''));
}

/** The colour of one CSS pixel of a screenshot taken at the page's device scale. */
async function pixelAt(png: Buffer, x: number, y: number, scale: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]];
}

/** A colour as dark as the sidebar's slate-900 (about 15, 23, 43), not the page's light grey. */
const isSidebarDark = ([red = 255, green = 255, blue = 255]: (number | undefined)[]) =>
  red < 30 && green < 35 && blue < 55;

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the search box takes the width of the filters, and finds a customer by part of the name', async ({
    page,
    request,
  }) => {
    const meenakshi = await postBooking(request, { fullName: 'Meenakshi Raghavan' });
    const arjun = await postBooking(request, { fullName: 'ARJUN RAGHAVAN' });
    const other = await postBooking(request, { fullName: 'Farhan Qureshi' });

    await signInAsAdmin(page);
    await openBookings(page);
    const search = page.getByLabel('Search bookings');
    const box = await search.boundingBox();
    const vehicle = await page.getByLabel('Vehicle').boundingBox();
    const status = await page.getByLabel('Status').boundingBox();
    if (!box || !vehicle || !status) throw new Error('the filters are not on screen');
    // The box starts where the filters start and, with its Search button, ends where they end.
    expect(box.width).toBeGreaterThan(200);
    expect(box.x).toBeCloseTo(status.x, 0);
    const button = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeCloseTo(vehicle.x + vehicle.width, 0);

    await search.fill('raghav');
    await expect(page).toHaveURL(/search=raghav/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(cardOf(page, meenakshi)).toBeVisible();
    await expect(cardOf(page, arjun)).toBeVisible();
    await expect(cardOf(page, other)).toHaveCount(0);

    // Whole names as typed, in any case, with the space.
    await search.fill('meenakshi RAGH');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(cardOf(page, meenakshi)).toBeVisible();
  });

  test('the collapsed card shows the transaction number and marks a duplicate, with a way to the other booking', async ({
    page,
    request,
  }) => {
    const txnId = transactionNumber();
    const first = await postBooking(request, { fullName: 'Leela Menon', txnId });
    // A number another open booking carries is refused; one whose booking lapsed unpaid may come
    // again (the customer paid late and booked anew), and staff see the two side by side.
    lapseBooking(first);
    const second = await postBooking(request, { fullName: 'Leela Menon', txnId });

    await signInAsAdmin(page);
    await openBookings(page, 'leela menon');
    const duplicate = cardOf(page, second);
    await expect(duplicate.getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(duplicate.getByText(`UPI transaction no. ${txnId}`)).toBeVisible();
    await expect(duplicate.getByText('Duplicate transaction')).toBeVisible();
    const original = cardOf(page, first);
    await expect(original.getByText(`UPI transaction no. ${txnId}`)).toBeVisible();
    await expect(original.getByText('Duplicate transaction')).toHaveCount(0);

    await duplicate.getByRole('link', { name: 'Show bookings with this number' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${txnId}`));
    await expect(page.getByLabel('Search bookings')).toHaveValue(txnId);
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('Mark Confirmed on a booking whose transaction number is used asks first, naming the flag', async ({
    page,
    request,
  }) => {
    const txnId = transactionNumber();
    const first = await postBooking(request, { fullName: 'Ravi Kulkarni', txnId });
    lapseBooking(first);
    const orderId = await postBooking(request, { fullName: 'Ravi Kulkarni', txnId });
    const statusRequests = statusChangesSent(page);

    await signInAsAdmin(page);
    await openBookings(page, orderId);
    const card = cardOf(page, orderId);
    await card.getByRole('button', { name: 'Mark Confirmed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Confirmed despite the flag?' });
    await expect(dialog).toContainText('Transaction number already used');
    await expect(dialog).toContainText('Another booking carries the same UPI transaction number.');
    await expect(dialog).toContainText('tax invoice number');
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Check the payment first' }).click();
    await expect(dialog).toBeHidden();
    expect(statusRequests).toEqual([]);
    expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');

    await card.getByRole('button', { name: 'Mark Confirmed' }).click();
    await dialog.getByRole('button', { name: 'Mark Confirmed anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    expect(statusRequests).toHaveLength(1);
    expect(findBooking(orderId)?.status).toBe('CONFIRMED');
    expect(findBookingMails(orderId).filter((mail) => mail.kind === 'status-changed')).toHaveLength(
      1,
    );

    // Fulfilling it asks again; an unflagged booking's Mark Confirmed stays one tap.
    await card.getByRole('button', { name: 'Mark Fulfilled' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Mark Fulfilled despite the flag?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Check the payment first' }).click();
    const plain = await postBooking(request, { fullName: 'Ravi Kulkarni' });
    await openBookings(page, plain);
    await cardOf(page, plain).getByRole('button', { name: 'Mark Confirmed' }).click();
    await expect(cardOf(page, plain).getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a booking a statement imported since has no credit for is flagged, and confirming it asks first', async ({
    page,
    request,
  }) => {
    const orderId = await postBooking(request, { fullName: 'Nandini Iyer' });
    // An empty statement imported just after the booking (removed again: older bookings of other
    // tests would be flagged too).
    const db = openAppDb();
    try {
      db.transaction(() => {
        db.prepare(
          `insert into statement_imports (id, file_name, format, layout, line_count, new_line_count,
             confirmed_count, imported_by, imported_at) values (?, ?, 'csv', 'hdfc', 0, 0, 0, ?, ?)`,
        ).run('e2e-empty-statement', 'empty.csv', 'e2e@example.in', new Date().toISOString());
      }).immediate();
    } finally {
      db.close();
    }
    try {
      await signInAsAdmin(page);
      await openBookings(page, orderId);
      const card = cardOf(page, orderId);
      await expect(card).toContainText(
        'No bank credit: A bank statement imported since this booking was made holds no credit for it.',
      );
      await card.getByRole('button', { name: 'Mark Confirmed' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark Confirmed despite the flag?' });
      await expect(dialog).toContainText('No bank credit');
      await dialog.getByRole('button', { name: 'Mark Confirmed anyway' }).click();
      await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    } finally {
      const cleanup = openAppDb();
      try {
        cleanup
          .transaction(() => {
            cleanup
              .prepare('delete from statement_imports where id = ?')
              .run('e2e-empty-statement');
          })
          .immediate();
      } finally {
        cleanup.close();
      }
    }
  });

  test('Mark Cancelled asks first; Keep booking changes nothing; a double tap on Cancel booking cancels once', async ({
    page,
    request,
  }) => {
    const orderId = await postBooking(request, {
      fullName: 'Tanvi Deshpande',
      email: 'tanvi@example.in',
    });
    const statusRequests = statusChangesSent(page);

    await signInAsAdmin(page);
    await openBookings(page, orderId);
    const card = cardOf(page, orderId);
    await card.getByRole('button', { name: 'Mark Cancelled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(`Order ${orderId}`);
    await expect(dialog).toContainText('Tanvi Deshpande');
    // This server has no SMTP_URL: the dialog does not promise a mail that would never leave.
    await expect(dialog).toContainText(
      'E-mail is not configured on this server: the customer will not be told by e-mail.',
    );
    await expect(dialog).not.toContainText('will be e-mailed');
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Payment submitted', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Cancelled' })).toBeFocused();
    expect(statusRequests).toEqual([]);
    expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');

    await card.getByRole('button', { name: 'Mark Cancelled' }).click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Cancelled' })).toHaveCount(0);
    await expect(card.getByRole('alert')).toHaveCount(0);
    expect(statusRequests).toHaveLength(1);
    expect(findBooking(orderId)?.status).toBe('CANCELLED');
    expect(findBookingMails(orderId).filter((mail) => mail.kind === 'status-changed')).toHaveLength(
      1,
    );

    // Stored, not only shown: still cancelled after a reload, with one change in its history.
    await page.reload();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: /→.*Cancelled/ })).toHaveCount(1);
  });

  test('the dashboard counts confirmed money as revenue and shows money awaiting verification apart', async ({
    page,
    request,
  }) => {
    const orderId = await postBooking(request, { fullName: 'Imran Sheikh' });
    await signInAsAdmin(page);
    const revenue = 'Revenue, last 30 days';
    const awaiting = 'Awaiting verification, last 30 days';
    await expect(page.getByText(awaiting)).toBeVisible();
    const before = {
      revenue: await dashboardFigure(page, revenue),
      awaiting: await dashboardFigure(page, awaiting),
    };
    // The new booking's ₹699 is waiting, not revenue.
    expect(before.awaiting).toBeGreaterThanOrEqual(699);
    await expect(page.getByText('Confirmed and fulfilled bookings')).toBeVisible();

    await page.getByRole('link', { name: /^Check \d+ payments?$/ }).click();
    await expect(page).toHaveURL(/status=PAYMENT_SUBMITTED/);
    await page.getByLabel('Search bookings').fill(orderId);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = cardOf(page, orderId);
    await card.getByRole('button', { name: 'Mark Confirmed' }).click();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();

    await page.goto('/admin/dashboard');
    await expect(page.getByText(awaiting)).toBeVisible();
    await expect.poll(() => dashboardFigure(page, revenue)).toBe(before.revenue + 699);
    expect(await dashboardFigure(page, awaiting)).toBe(before.awaiting - 699);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 400 }, isMobile: false, hasTouch: false });

  test('the sidebar’s dark background reaches the foot of a long page', async ({
    page,
    request,
  }) => {
    await postBooking(request, { fullName: 'Sidebar Check' });
    await signInAsAdmin(page);
    await openBookings(page, 'sidebar check');
    await expect(page.getByRole('article')).toHaveCount(1);
    // Open the cards: a page several screens long.
    const showDetails = page.getByRole('button', { name: 'Show details' });
    for (let left = await showDetails.count(); left > 0; left -= 1)
      await showDetails.first().click();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(2 * 400);
    const scale = await page.evaluate(() => window.devicePixelRatio);

    // The whole page, as a screenshot or a print shows it: dark down to the last pixel row.
    const whole = await page.screenshot({ fullPage: true });
    expect(isSidebarDark(await pixelAt(whole, 8, height - 2, scale))).toBe(true);
    expect(isSidebarDark(await pixelAt(whole, 8, height / 2, scale))).toBe(true);

    // Scrolled to the foot: the sidebar's links are still on screen, on the dark background.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeInViewport();
    const atFoot = await page.screenshot();
    expect(isSidebarDark(await pixelAt(atFoot, 8, 398, scale))).toBe(true);
  });
});
