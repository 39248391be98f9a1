import { randomInt } from 'node:crypto';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import { firstBookableDay, indiaNow } from '#shared/appointments/availability.ts';
import { SERVICE_AREA_MESSAGES } from '#shared/centres/service-areas.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, openAdminMenu, signInAsAdmin } from './support/admin.ts';
import { ensurePayee, ensureRoomyAppointments, forgetBookingLimits } from './support/app-db.ts';
import { todaysOrderNumber, transactionNumber } from './support/booking-flow.ts';
import { restoreOneCentre, takeCentresTurn } from './support/centres.ts';
import { expect, type Page, test } from './support/test.ts';

// The owner's fitting centres and home service areas (issue 38), on a 360 px phone: a second
// centre with its own home slot, an area served from it, a home visit booked there, and the
// staff's day filtered by centre. The other files expect one centre serving '100000-999999'.

const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

const CENTRE = `Haridwar Road ${randomInt(1000, 10_000)}`;
const EARLY_SLOT = '07:00-08:00';

let endTurn = () => {};
test.beforeAll(async () => {
  test.setTimeout(300_000);
  endTurn = await takeCentresTurn();
  createAdmin();
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
});
test.afterAll(() => {
  try {
    restoreOneCentre();
  } finally {
    endTurn();
  }
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
}

async function openFromMenu(page: Page, name: string) {
  await openAdminMenu(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the owner adds a centre with its own slot, serves a PIN from it and sees its day', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await openFromMenu(page, 'Fitting centres');
  await page.getByRole('button', { name: 'Add a centre' }).click();
  await expect(page.getByRole('heading', { name: 'New fitting centre' })).toBeVisible();

  await page.getByLabel('Address', { exact: true }).fill('14 Haridwar Road\nNear the bus stand');
  await page.getByLabel('Name', { exact: true }).fill(CENTRE);
  await page.getByLabel('City').fill('Dehradun');
  await page.getByLabel('PIN code').fill('04800');
  await page.getByLabel('Home fitment slot 1 start').fill('07:00');
  await page.getByLabel('Home fitment slot 1 end').fill('08:00');
  await page.getByRole('button', { name: 'Add centre' }).click();
  await expect(page.getByText(FORM_MESSAGES.pincodeRequired)).toBeVisible();
  await expect(page.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('PIN code').fill('248001');
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add centre' }).click();

  await expect(page.getByRole('status').filter({ hasText: `${CENTRE} added.` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: CENTRE });
  await expect(card).toContainText('Dehradun 248001');
  await expect(card).toContainText('Open for bookings');
  await expectNoSeriousViolations(page);

  // Home visits to 248001 go out from it: a wrong row is refused at the row first.
  await openFromMenu(page, 'Home service areas');
  await expect(page.getByLabel('Area 1: PIN codes')).toHaveValue('100000-999999');
  await page.getByRole('button', { name: 'Add area' }).click();
  await page.getByLabel('Area 2: PIN codes').fill('24800');
  await page.getByLabel('Area 2: served from').selectOption({ label: `${CENTRE}, Dehradun` });
  await page.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByText(SERVICE_AREA_MESSAGES.pins)).toBeVisible();
  await page.getByLabel('Area 2: PIN codes').fill('248001');
  // A home-fitting charge for four-wheelers there: whole rupees up to 5,000.
  const fourWheelerCharge = page.getByLabel('Area 2: home fitting, four wheeler (₹)');
  await fourWheelerCharge.fill('5001');
  await page.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByText(SERVICE_AREA_MESSAGES.homeCharge)).toBeVisible();
  await fourWheelerCharge.fill('150');
  await page.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // The customers' side follows: 248001's home visits are the new centre's, on its own slot.
  const places = await (await request.get('/api/fitting-places?pincode=248001')).json();
  const centreId = places.home.centreId as string;
  expect(places.home.charges).toEqual({ FOUR_WHEELER: 150 });
  expect(places.centres.map((c: { name: string }) => c.name)).toContain(CENTRE);
  const calendar = await (
    await request.get(`/api/appointments?installation=home&centre=${centreId}`)
  ).json();
  const open = calendar.days.find((d: { state: string }) => d.state === 'open');
  expect(open.slots.map((s: { slot: string }) => s.slot)).toContain(EARLY_SLOT);

  const day = firstBookableDay(DEFAULT_APPOINTMENT_RULES, indiaNow(new Date()).today);
  const fullName = `Centre Visit ${randomInt(10_000, 100_000)}`;
  const booked = await request.post('/api/bookings', {
    data: {
      service: 'TWO_WHEELER_PLATE',
      vehicleType: 'TWO_WHEELER',
      phone: `9${randomInt(100_000_000, 1_000_000_000)}`,
      email: 'asha@example.in',
      state: 'Uttarakhand',
      city: 'Dehradun',
      pincode: '248001',
      address: '3 Rajpur Road',
      regNumber: 'UK07AB1234',
      chassisLast5: '54321',
      engineLast5: '12345',
      installation: 'home',
      appointmentDay: day,
      appointmentSlot: EARLY_SLOT,
      orderId: todaysOrderNumber(),
      txnId: transactionNumber(),
      fullName,
      privacyNotice: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(booked.status()).toBe(201);
  forgetBookingLimits();

  // The staff's day, all centres, then one: the filter stays in the address bar.
  await page.goto(`/admin/appointments?view=day&day=${day}`);
  const visit = page.getByRole('article', { name: fullName });
  await expect(visit).toContainText(CENTRE);
  const filter = page.getByRole('combobox', { name: 'Centre' });
  await filter.selectOption({ label: CENTRE });
  await expect(page).toHaveURL(new RegExp(`centre=${centreId}`));
  await expect(visit).toBeVisible();
  await filter.selectOption({ index: 1 });
  await expect(visit).toHaveCount(0);
  await filter.selectOption({ label: CENTRE });
  await page.reload();
  await expect(page.getByRole('article', { name: fullName })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // Moving it offers its centre's own times, not the first centre's.
  await page
    .getByRole('article', { name: fullName })
    .getByRole('button', { name: /^Move/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  await expect(dialog).toContainText(CENTRE);
  await expect(
    dialog.getByLabel('New time').getByRole('option', { name: /^7:00 am – 8:00 am/ }),
  ).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Keep as it is' }).click();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Route sheet' });
  await expect(sheet.getByRole('heading', { level: 3, name: CENTRE })).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Home visits, by PIN code' })).toContainText(
    fullName,
  );
  await page.emulateMedia({ media: 'screen' });

  // A centre home visits still go out from cannot close: the owner is told which area to move.
  await page.goto('/admin/centres');
  await page.getByRole('button', { name: `Edit ${CENTRE}` }).click();
  await page.getByLabel('Open for bookings').uncheck();
  await page.getByRole('button', { name: 'Save centre' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '248001' })).toContainText(
    'Move them to another centre first',
  );
});
