import { API_PATHS } from '#shared/api-paths.ts';
import { MAX_SLOT_CAPACITY } from '#shared/appointments/appointment-rules.ts';
import { closedReason, firstBookableDay, indiaNow } from '#shared/appointments/availability.ts';
import { addDays, weekdayOf } from '#shared/site/india-time.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import {
  ensurePayee,
  ensureRoomyAppointments,
  placesTaken,
  ROOMY_APPOINTMENT_RULES,
  setPlacesTaken,
} from './support/app-db.ts';
import {
  appointmentRadios,
  appointmentText,
  chooseAppointment,
  customer,
  fillBookingForm,
  transactionNumber,
  uniqueMobile,
} from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

// The smallest phone the site is made for.
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(() => {
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
});

/** "Tuesday 1 December" as the calendar names a day (formatted at UTC midnight: no shift). */
const dayName = (day: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

/** How the calendar marks today: a working day inside the lead time is not yet bookable. */
const todayMark = (today: string, locale: 'en' | 'hi') =>
  closedReason(ROOMY_APPOINTMENT_RULES, today, today) === 'too-soon'
    ? { en: 'Not yet bookable', hi: 'अभी बुकिंग नहीं' }[locale]
    : { en: 'closed', hi: 'बंद' }[locale];

async function openBookingForm(page: Page) {
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
}

async function pay(page: Page) {
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
}

test('a keyboard alone chooses the day and the time; the calendar passes axe and names each day', async ({
  page,
}) => {
  await openBookingForm(page);
  await page.getByLabel('Full name').fill(customer.fullName);
  await page.getByLabel('Mobile number').fill(uniqueMobile());
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('State').selectOption(customer.state);
  await page.getByLabel('City').fill(customer.city);
  await page.getByLabel('Pin code').fill(customer.pincode);
  // Home fitting needs the street address (decision 0051).
  await page.getByLabel('Address').fill(customer.address);
  await page.getByLabel('Registration number').fill('UK08AB1234');
  await page.getByLabel('Chassis number (last 5 digits)').fill('54321');
  await page.getByLabel('Engine number (last 5 digits)').fill('12345');

  const dayGroup = page.getByRole('group', { name: 'Fitting day' });
  await expect(dayGroup).toBeVisible();
  // Today is never bookable (plates must be made first): closed or not yet bookable, in words.
  const { today } = indiaNow(new Date());
  await expect(
    dayGroup.getByRole('radio', { name: `${dayName(today)}, ${todayMark(today, 'en')}` }),
  ).toBeDisabled();
  await expect(dayGroup.getByText('Closed').first()).toBeVisible();

  // From the fitment choice, Tab enters the calendar on its first open day; Space chooses it.
  await page.getByRole('radio', { name: 'Home installation' }).focus();
  await page.keyboard.press('Tab');
  const days = appointmentRadios(page, 'day');
  const focusedDay = days.and(page.locator(':focus'));
  await expect(focusedDay).toBeEnabled();
  const firstOpen = await focusedDay.getAttribute('value');
  await page.keyboard.press('Space');
  await expect(focusedDay).toBeChecked();
  // An arrow moves to the next open day and chooses it, skipping the closed ones.
  await page.keyboard.press('ArrowRight');
  const day = await days.and(page.locator(':focus')).getAttribute('value');
  expect(day).not.toBe(firstOpen);
  await expect(days.and(page.locator(`[value="${day}"]`))).toBeChecked();
  if (!day) throw new Error('no day chosen');

  // Its slots follow, with the places left; Tab enters them and Space takes the first.
  const slotGroup = page.getByRole('group', { name: `Fitting time on ${dayName(day)}` });
  await expect(slotGroup).toBeVisible();
  await expect(slotGroup.getByText(/\d+ places? left/).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const slots = appointmentRadios(page, 'slot');
  const focusedSlot = slots.and(page.locator(':focus'));
  await expect(focusedSlot).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(focusedSlot).toBeChecked();
  const slot = await focusedSlot.getAttribute('value');
  if (!slot) throw new Error('no slot chosen');

  await expectNoSeriousViolations(page);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The privacy notice's link comes before the button (decision 0050).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
    appointmentText(day, slot),
  );
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(appointmentText(day, slot));
  // The success page keeps it on a reload.
  await page.reload();
  await expect(page.getByRole('main')).toContainText(appointmentText(day, slot));
});

test('a slot taken between choosing and paying: the customer picks another, nothing else lost', async ({
  page,
}) => {
  await openBookingForm(page);
  await fillBookingForm(page);
  const { day, slot } = await chooseAppointment(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  const orderNumber = await page.getByText(/^HSRPBOOKING\/\d{4}\/\d{10}$/).textContent();

  // Meanwhile other customers fill that slot.
  const before = placesTaken(day, slot);
  setPlacesTaken(day, slot, MAX_SLOT_CAPACITY);
  try {
    await pay(page);
    await expect(page.getByRole('alert')).toContainText(LAZY_FORM_MESSAGES.appointmentFull);
    await page.getByRole('button', { name: 'Pick another time' }).click();

    // Back on the form: every detail kept, the calendar fresh (that slot shows as full).
    await expect(page).toHaveURL(/\/bookyourservice$/);
    await expect(page.getByLabel('Full name')).toHaveValue(customer.fullName);
    await expect(page.getByLabel('City')).toHaveValue(customer.city);
    await expect(page.getByLabel('Registration number')).toHaveValue('UK08AB1234');
    await expect(page.getByLabel('Engine number (last 5 digits)')).toHaveValue('12345');
    await expect(
      appointmentRadios(page, 'day').and(page.locator(`[value="${day}"]`)),
    ).toBeChecked();
    const taken = appointmentRadios(page, 'slot').and(page.locator(`[value="${slot}"]`));
    await expect(taken).toBeDisabled();
    await expect(taken).not.toBeChecked();
    await expect(
      page.getByRole('group', { name: `Fitting time on ${dayName(day)}` }).getByText('Full'),
    ).toBeVisible();

    const other = await chooseAppointment(page);
    expect(other).not.toEqual({ day, slot });
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText(orderNumber ?? '')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
      appointmentText(other.day, other.slot),
    );
    await pay(page);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(appointmentText(other.day, other.slot));
  } finally {
    setPlacesTaken(day, slot, before);
  }
});

test('the tracking link moves the appointment twice; a third move is refused with the reason', async ({
  page,
}) => {
  await openBookingForm(page);
  await fillBookingForm(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track#t=[\w-]{43}$/);
  const token = new URL(page.url()).hash.slice('#t='.length);
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Fitting appointment');
  await expect(details).toContainText('You can change it 2 more times');

  for (const [move, left] of [
    'You can change it once more',
    TRACK_MESSAGES.appointmentLimit,
  ].entries()) {
    // The calendar asked is the booking's own centre's.
    const calendarAsked = page.waitForRequest(/\/api\/appointments\?installation=home&centre=./);
    await details.getByRole('button', { name: 'Change appointment' }).click();
    await calendarAsked;
    await expect(details.getByRole('group', { name: 'Fitting day' })).toBeVisible();
    const to = await chooseAppointment(page, 'move-appointment');
    if (move === 0) {
      // With the calendar open, the page passes axe and fits the phone.
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
    await details.getByRole('button', { name: 'Move appointment' }).click();
    await expect(page.getByText('Your appointment is moved.')).toBeVisible();
    await expect(details).toContainText(appointmentText(to.day, to.slot));
    await expect(details).toContainText(left);
  }
  await expect(details.getByRole('button', { name: 'Change appointment' })).toHaveCount(0);

  // The page offers no third move; asked anyway, the server refuses it and says why.
  const other = await page.request.post(API_PATHS.trackAppointmentByLink, {
    data: { token, day: indiaNow(new Date()).today, slot: '10:00-12:00' },
  });
  expect(other.status()).toBe(409);
  expect((await other.json()).message).toBe(TRACK_MESSAGES.appointmentLimit);
  await page.reload();
  await expect(details).toContainText(TRACK_MESSAGES.appointmentLimit);
});

test('days inside the lead time say "Not yet bookable" and when bookings open; closed weekdays still say Closed', async ({
  page,
}) => {
  await openBookingForm(page);
  await page.getByLabel('Pin code').fill(customer.pincode);
  const dayGroup = page.getByRole('group', { name: 'Fitting day' });
  const { today } = indiaNow(new Date());
  const first = firstBookableDay(ROOMY_APPOINTMENT_RULES, today);
  // The working day just before the first bookable one, and a Sunday (no fittings) before it.
  let soon = addDays(first, -1);
  while (weekdayOf(soon) === 0) soon = addDays(soon, -1);
  let sunday = addDays(first, -1);
  while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, -1);
  await expect(
    dayGroup.getByRole('radio', { name: `${dayName(soon)}, Not yet bookable` }),
  ).toBeDisabled();
  await expect(dayGroup.getByText('Not yet bookable').first()).toBeVisible();
  await expect(dayGroup.getByRole('radio', { name: `${dayName(sunday)}, closed` })).toBeDisabled();
  await expect(dayGroup).toContainText(`Bookings open from ${dayName(first)}`);
  await expect(dayGroup.getByRole('radio', { name: dayName(first), exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  const inHindi = page.getByRole('group', { name: 'फ़िटिंग का दिन' });
  await expect(
    inHindi.getByRole('radio', { name: `${dayName(soon, 'hi-IN')}, अभी बुकिंग नहीं` }),
  ).toBeDisabled();
  await expect(inHindi).toContainText(`बुकिंग ${dayName(first, 'hi-IN')} से खुली है`);
  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
});

test('a Hindi reader sees the calendar, its days and its places in Hindi', async ({ page }) => {
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();
  await expect(page.getByRole('heading', { name: 'फ़िटिंग का अपॉइंटमेंट' })).toBeVisible();
  // The calendar is the fitting centre's for the PIN (decision 0051).
  await page.getByLabel('पिन कोड').fill(customer.pincode);
  const dayGroup = page.getByRole('group', { name: 'फ़िटिंग का दिन' });
  const { today } = indiaNow(new Date());
  await expect(
    dayGroup.getByRole('radio', { name: `${dayName(today, 'hi-IN')}, ${todayMark(today, 'hi')}` }),
  ).toBeDisabled();
  await expect(dayGroup.getByText('बंद').first()).toBeVisible();

  // Submitting without a choice: the schema's English words, in Hindi.
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(page.getByText('कृपया फ़िटिंग का दिन चुनें।')).toBeVisible();

  const { day } = await chooseAppointment(page);
  await expect(
    page.getByRole('group', { name: `${dayName(day, 'hi-IN')} को फ़िटिंग का समय` }),
  ).toBeVisible();
  await expect(page.getByText(/\d+ जगहें बाकी/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
