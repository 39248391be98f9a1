import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { StaffListSchema } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  APPOINTMENT_RULE_MESSAGES,
  DEFAULT_APPOINTMENT_RULES,
  MAX_SLOT_CAPACITY,
  WEEKDAY_NAMES,
} from '#shared/appointments/appointment-rules.ts';
import { availability, indiaNow } from '#shared/appointments/availability.ts';
import { DEFAULT_HOLD_SETTINGS, HOLD_SETTING_MESSAGES } from '#shared/booking/hold-settings.ts';
import { formatDay } from '#shared/format/dates.ts';
import { addDays, weekdayOf } from '#shared/site/india-time.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { admin, createAdmin, openAdminMenu, signInAsAdmin, withAdminApi } from './support/admin.ts';
import {
  ensurePayee,
  ensureRoomyAppointments,
  findBooking,
  ROOMY_APPOINTMENT_RULES,
} from './support/app-db.ts';
import { postBooking, transactionNumber } from './support/booking-flow.ts';
import { saveFirstCentreRules } from './support/centres.ts';
import { lapseBooking } from './support/lapse.ts';
import { expect, type Page, test } from './support/test.ts';

// Fitting appointments for staff and the owner (docs/product.md#appointments), on a 360 px phone:
// the owner sets the first centre's fitting slots, a fitter sees the day's visits, moves one, marks one fitted and
// prints the route sheet; staff cannot open the owner's page.

const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

const FITTER = { email: 'e2e-fitter@example.in', password: 'fitter ladder morning chai' };

test.beforeAll(async ({ baseURL }) => {
  createAdmin();
  // Bookings are taken only for a vehicle type someone can be paid for.
  ensurePayee('TWO_WHEELER');
  // A second account made by the CLI (an owner), then made staff by the owner.
  createAdmin(FITTER.email, FITTER.password);
  await withAdminApi(baseURL ?? '', async (api) => {
    const list = StaffListSchema.parse(await (await api.get(API_PATHS.admin.staff)).json());
    const fitter = list.members.find((m) => m.email === FITTER.email);
    if (!fitter) throw new Error('the fitter account was not created');
    const changed = await api.patch(API_PATHS.admin.staffMember(fitter.id), {
      data: { role: 'staff' },
    });
    expect(changed.status()).toBe(200);
  });
});

// The next file's customers book under the default days and slots again, with room for all of
// them: default places (four a slot) filled up at random and refused a booking now and then.
test.afterAll(async ({ baseURL }) => {
  await withAdminApi(baseURL ?? '', async (api) => {
    await saveFirstCentreRules(api, ROOMY_APPOINTMENT_RULES);
  });
});

const today = () => indiaNow(new Date()).today;
/** Days customers may book now (home fitment), in order. */
const openDays = () =>
  availability(DEFAULT_APPOINTMENT_RULES, today(), 'home', () => 0)
    .filter((d) => d.state === 'open')
    .map((d) => d.day);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('the owner adds a holiday and changes a slot’s places, with the server’s refusal shown', async ({
  page,
}) => {
  const holiday = addDays(today(), 60);
  // The browser tests share one server whose slots are kept roomy (ensureRoomyAppointments): this
  // test changes one slot's places to another roomy number, so no other test's booking is refused.
  ensureRoomyAppointments();
  const roomier = String(MAX_SLOT_CAPACITY - 1);
  await signInAsAdmin(page);
  await openAdminMenu(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Fitting centres' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fitting centres' })).toBeVisible();
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const places = page.getByLabel('Home fitment slot 1 places');
  await expect(places).toHaveValue(String(MAX_SLOT_CAPACITY));

  await places.fill('0');
  await page.getByRole('button', { name: 'Save centre', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: APPOINTMENT_RULE_MESSAGES.capacity }),
  ).toBeVisible();

  await places.fill(roomier);
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await page.getByLabel('Holiday 1 date').fill(holiday);
  await page.getByLabel('Holiday 1 name').fill('Village fair');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save centre', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // Stored: a fresh page shows it, and the customers' calendar counts the new places.
  await page.reload();
  await expect(page.getByLabel('Home fitment slot 1 places')).toHaveValue(roomier);
  await expect(page.getByLabel('Holiday 1 date')).toHaveValue(holiday);
  await expect(page.getByLabel('Holiday 1 name')).toHaveValue('Village fair');
  const calendar = await (
    await page.request.get(`${API_PATHS.appointments}?installation=home`)
  ).json();
  const firstOpen = calendar.days.find((d: { state: string }) => d.state === 'open');
  expect(firstOpen.slots[0].left).toBeGreaterThan(4);
});

test('a fitter sees the day’s visits, moves one, marks it fitted and prints the route sheet', async ({
  page,
  request,
}) => {
  const [first = '', second = ''] = openDays();
  const fullName = `Fitter Visit ${Date.now() % 100_000}`;
  const orderId = await postBooking(request, {
    fullName,
    appointment: { appointmentDay: first, appointmentSlot: '10:00-12:00' },
  });

  await signInAs(page, FITTER.email, FITTER.password);
  await openAdminMenu(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Fitting centres' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home service areas' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', exact: true, pressed: true })).toBeVisible();

  // The booking's day (a refresh keeps the day in the address).
  await page.goto(`/admin/appointments?view=day&day=${first}`);
  const card = page.getByRole('article', { name: fullName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(orderId);
  await expect(card).toContainText('UK08AB1234');
  await expect(card.getByRole('link', { name: /^9\d{9}$/ })).toHaveAttribute(
    'href',
    /^tel:\+919\d{9}$/,
  );
  await expect(card.getByRole('link', { name: /^Map/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=12%20Civil%20Lines%2C%20Roorkee%2C%20Uttarakhand%20247667',
  );
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // The week view holds it too.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('article', { name: fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).click();

  // Moving to a Sunday is refused by the server, in the dialog; then a real move.
  await card.getByRole('button', { name: /^Move/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  let sunday = addDays(first, 1);
  while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
  await dialog.getByLabel('New date').fill(sunday);
  await dialog.getByLabel('New time').selectOption('10:00-12:00');
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: LAZY_FORM_MESSAGES.appointmentClosed }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('New date').fill(second);
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: fullName })).toHaveCount(0);

  await page.goto(`/admin/appointments?view=day&day=${second}`);
  const moved = page.getByRole('article', { name: fullName });
  await expect(moved).toBeVisible();

  // Mark fitted asks first, then the row shows Fulfilled.
  await moved.getByRole('button', { name: /^Mark fitted/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as fitted?' });
  await confirm.getByRole('button', { name: 'Mark fitted' }).click();
  await expect(confirm).toBeHidden();
  await expect(moved).toContainText('Fulfilled');
  await expect(moved.getByRole('button', { name: /^Mark fitted/ })).toHaveCount(0);

  // Printed, the page is the route sheet alone.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Route sheet' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(fullName);
  await expect(sheet).toContainText('10:00 am – 12:00 pm');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
});

test('the appointments page opens on the next day that has appointments', async ({
  page,
  request,
  baseURL,
}) => {
  const [first = ''] = openDays();
  await postBooking(request, {
    fullName: `Next Day ${Date.now() % 100_000}`,
    appointment: { appointmentDay: first, appointmentSlot: '12:00-14:00' },
  });
  // Other tests book too: the day expected is the first of the server's own list from today.
  let expected = '';
  await withAdminApi(baseURL ?? '', async (api) => {
    const answer = await api.get(
      `${API_PATHS.admin.appointments}?from=${today()}&to=${addDays(today(), 30)}`,
    );
    expected = ((await answer.json()) as { day: string }[])[0]?.day ?? '';
  });
  expect(expected >= today() && expected <= first).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin/appointments');
  await expect(page).toHaveURL(new RegExp(`day=${expected}`));
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    `${WEEKDAY_NAMES[weekdayOf(expected)]}, ${formatDay(expected, 'en', 'medium')}`,
  );
  await expect(page.getByText(/^\d+ appointments?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', exact: true, pressed: true })).toBeVisible();
});

test('Mark fitted on a booking whose transaction number is used names the flag before fulfilling it', async ({
  page,
  request,
}) => {
  const [first = ''] = openDays();
  const txnId = transactionNumber();
  const fullName = `Flagged Visit ${Date.now() % 100_000}`;
  const appointment = { appointmentDay: first, appointmentSlot: '14:00-16:00' };
  lapseBooking(await postBooking(request, { fullName: `${fullName} lapsed`, txnId, appointment }));
  const orderId = await postBooking(request, { fullName, txnId, appointment });

  await signInAsAdmin(page);
  await page.goto(`/admin/appointments?view=day&day=${first}`);
  const card = page.getByRole('article', { name: fullName });
  await card.getByRole('button', { name: /^Mark fitted/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as fitted?' });
  await confirm.getByRole('button', { name: 'Mark fitted' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    'This booking is flagged “Transaction number already used”',
  );
  expect(findBooking(orderId)?.status).toBe('PAYMENT_SUBMITTED');
  await confirm.getByRole('button', { name: 'Mark fitted anyway' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Fulfilled');
  expect(findBooking(orderId)?.status).toBe('FULFILLED');
});

test('the booking card shows the appointment and moves it with the same dialog', async ({
  page,
  request,
}) => {
  const [first = '', , third = ''] = openDays();
  const fullName = `Card Visit ${Date.now() % 100_000}`;
  const orderId = await postBooking(request, {
    fullName,
    appointment: { appointmentDay: first, appointmentSlot: '10:00-12:00' },
  });
  await signInAs(page, admin.email, admin.password);
  await page.goto(`/admin/bookings?search=${encodeURIComponent(orderId)}`);
  const card = page.getByRole('article', { name: orderId });
  await expect(card).toContainText('10:00 am – 12:00 pm');
  await card.getByRole('button', { name: /^Move/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  await dialog.getByLabel('New date').fill(third);
  await dialog.getByLabel('New time').selectOption('14:00-16:00');
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('2:00 pm – 4:00 pm');
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});

test('the owner changes how long an unpaid booking is held, with a wrong value refused at its field', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/centres');
  const hours = page.getByLabel('Hold an unpaid booking’s place for (hours)');
  await expect(hours).toHaveValue(String(DEFAULT_HOLD_SETTINGS.holdHours));
  const save = page.getByRole('button', { name: 'Save payment holds' });
  // Working days are each centre's own: the hold counts those of the booking's centre.
  await expect(
    page.getByRole('checkbox', {
      name: 'Count working days only (the working days and holidays of each booking’s own fitting centre)',
    }),
  ).toBeVisible();

  await hours.fill('1');
  await save.click();
  await expect(page.getByText(HOLD_SETTING_MESSAGES.holdHours)).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');

  const longer = String(DEFAULT_HOLD_SETTINGS.holdHours + 1);
  await hours.fill(longer);
  await expect(page.getByText(HOLD_SETTING_MESSAGES.holdHours)).toHaveCount(0);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(hours).toHaveValue(longer);

  // Put back: the other tests' bookings expect the first-start hold.
  await hours.fill(String(DEFAULT_HOLD_SETTINGS.holdHours));
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});

test('staff cannot open the Fitting centres page', async ({ page }) => {
  await signInAs(page, FITTER.email, FITTER.password);
  // The old page's address leads there.
  await page.goto('/admin/fitting-slots');
  await expect(page.getByRole('heading', { level: 1, name: 'Fitting centres' })).toBeVisible();
  await expect(page.getByText(ADMIN_MESSAGES.pageNotForRole)).toBeVisible();
  await expect(page.getByLabel('Home fitment slot 1 places')).toHaveCount(0);
});
