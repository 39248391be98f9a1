import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { openDefaultSlots } from '#server/testing/booking-fixtures.ts';
import { createOrderNumber } from '#shared/booking/order-number.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';
import { ensurePayee, ensureRoomyAppointments, forgetBookingLimits } from './app-db.ts';
import { paymentScreenshot } from './screenshots.ts';

export const customer = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Uttarakhand',
  city: 'Roorkee',
  pincode: '247667',
  address: '12 Civil Lines',
};

/**
 * A mobile number of its own for each booking: bookings are limited per number (a handful an
 * hour), and the browser tests book far more often than one customer would.
 */
export function uniqueMobile(): string {
  return `9${randomInt(100_000_000, 1_000_000_000)}`;
}

/** Fills the booking form the way a customer types, including the inputs the form normalises. */
export async function fillBookingForm(
  page: Page,
  overrides: Partial<typeof customer> = {},
): Promise<{ day: string; slot: string }> {
  const details = { ...customer, phone: uniqueMobile(), ...overrides };
  ensureRoomyAppointments();
  await page.getByLabel('Full name').fill(details.fullName);
  await page.getByLabel('Mobile number').fill(details.phone);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('State').selectOption(details.state);
  await page.getByLabel('City').fill(details.city);
  await page.getByLabel('Pin code').fill(details.pincode);
  await page.getByLabel('Address').fill(details.address);
  await page.getByLabel('Registration number').pressSequentially('uk08ab1234');
  await page.getByLabel('Chassis number (last 5 digits)').pressSequentially('MA-54321');
  await page.getByLabel('Engine number (last 5 digits)').pressSequentially('12345');
  return chooseAppointment(page);
}

/** Fills the booking form by its Hindi labels, as a Hindi reader sees it. */
export async function fillBookingFormInHindi(
  page: Page,
  phone: string = customer.phone,
): Promise<{ day: string; slot: string }> {
  await page.getByLabel('पूरा नाम').fill(customer.fullName);
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByLabel('ईमेल').fill(customer.email);
  await page.getByLabel('राज्य').selectOption({ label: 'उत्तराखंड' });
  await page.getByLabel('शहर').fill(customer.city);
  await page.getByLabel('पिन कोड').fill(customer.pincode);
  // Home fitting needs the street address (decision 0051).
  await page.getByLabel('पता', { exact: true }).fill(customer.address);
  await page.getByLabel('रजिस्ट्रेशन नंबर').fill('UK08AB1234');
  await page.getByLabel('चेसिस नंबर (आख़िरी 5 अंक)').fill('54321');
  await page.getByLabel('इंजन नंबर (आख़िरी 5 अंक)').fill('12345');
  await expect(page.getByRole('group', { name: 'फ़िटिंग का दिन' })).toBeVisible();
  return chooseAppointment(page);
}

/**
 * An appointment as the payment, success and tracking pages show it: "Tuesday 1 December 2026,
 * 10:00 am – 12:00 pm" (the day formatted at UTC midnight, so it never shifts; in Hindi the slot's
 * times carry the part of the day, "सुबह 10:00 – दोपहर 12:00").
 */
export function appointmentText(day: string, slot: string, locale = 'en-IN'): string {
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...(locale.startsWith('hi') ? { dayPeriod: 'short' } : {}),
  });
  const times = slot.split('-').map((time) => clock.format(new Date(`1970-01-01T${time}:00Z`)));
  return `${date.replace(',', '')}, ${times.join(' – ')}`;
}

/** The radios of the booking form's calendar ("booking-appointment") or the tracking page's. */
export const appointmentRadios = (page: Page, group: 'day' | 'slot', id = 'booking-appointment') =>
  page.locator(`input[type="radio"][name="${id}-${group}"]`);

async function pickOpen(page: Page, group: 'day' | 'slot', id: string): Promise<string> {
  const radios = appointmentRadios(page, group, id);
  await expect(radios.first()).toBeAttached();
  const open = await radios.evaluateAll((inputs) =>
    inputs.flatMap((input) =>
      input instanceof HTMLInputElement && !input.disabled ? [input.value] : [],
    ),
  );
  const value = open[randomInt(open.length)];
  if (!value) throw new Error(`no open ${group} in the calendar`);
  await radios.and(page.locator(`[value="${value}"]`)).check();
  return value;
}

/**
 * Picks a random open day and slot on the calendar: browser bookings spread over the four weeks
 * (and the e2e server's slots are roomy: ensureRoomyAppointments), so none fills by accident.
 */
export async function chooseAppointment(
  page: Page,
  id = 'booking-appointment',
): Promise<{ day: string; slot: string }> {
  const day = await pickOpen(page, 'day', id);
  const slot = await pickOpen(page, 'slot', id);
  return { day, slot };
}

/**
 * From the home page to /payment for a service whose vehicle type is fixed, with a payee set for
 * two-wheelers (else the page says bookings are paused).
 */
export async function bookTwoWheelerPlate(page: Page): Promise<{ day: string; slot: string }> {
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
  const appointment = await fillBookingForm(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  return appointment;
}

/** An order number as the payment page would make it now (the server takes only today's). */
export function todaysOrderNumber(): string {
  return createOrderNumber(new Date(), (min, max) => randomInt(min, max + 1));
}

/** A 12-digit UPI transaction number (UTR), different each call. */
export function transactionNumber(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

/** The order number the payment page shows. */
export async function shownOrderNumber(page: Page): Promise<string> {
  const text = await page.getByText(/^HSRPBOOKING\/\d{4}\/\d{10}$/).textContent();
  if (!text) throw new Error('no order number on the page');
  return text.trim();
}

/** A two-wheeler plate booked and paid by UPI reference, up to the success page: its order number. */
export async function bookAndPay(page: Page): Promise<string> {
  await bookTwoWheelerPlate(page);
  const orderId = await shownOrderNumber(page);
  // Each booking its own: a number another booking carries is refused
  // (docs/product.md#payment-by-upi).
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  return orderId;
}

/**
 * A random bookable home-fitment slot under the default days and slots, so API bookings spread
 * out; the server's slots are made roomy first, so none is full by accident.
 */
export function someHomeAppointment(): { appointmentDay: string; appointmentSlot: string } {
  ensureRoomyAppointments();
  const open = openDefaultSlots('home');
  const choice = open[randomInt(open.length)];
  if (!choice) throw new Error('the default rules leave no open slot');
  return choice;
}

/** A paid booking as the payment page sends it: its order number. */
export async function postBooking(
  request: APIRequestContext,
  details: {
    fullName: string;
    txnId?: string;
    email?: string;
    /** A known appointment; a random open home slot when left out. */
    appointment?: { appointmentDay: string; appointmentSlot: string };
  },
): Promise<string> {
  const orderId = todaysOrderNumber();
  const created = await request.post('/api/bookings', {
    data: {
      service: 'TWO_WHEELER_PLATE',
      vehicleType: 'TWO_WHEELER',
      phone: `9${randomInt(100_000_000, 1_000_000_000)}`,
      email: details.email ?? 'asha@example.in',
      state: 'Uttarakhand',
      city: 'Roorkee',
      pincode: '247667',
      address: '12 Civil Lines',
      regNumber: 'UK08AB1234',
      chassisLast5: '54321',
      engineLast5: '12345',
      installation: 'home',
      ...(details.appointment ?? someHomeAppointment()),
      orderId,
      txnId: details.txnId ?? transactionNumber(),
      fullName: details.fullName,
      // The notice the booking form shows: the customer books under it (decision 0050).
      privacyNotice: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(created.status()).toBe(201);
  forgetBookingLimits();
  return orderId;
}

/**
 * A customer in their own browser (no admin cookie) who books a two-wheeler plate and pays by UPI
 * with a screenshot: answers the order number.
 */
export async function customerPaysWithScreenshot(browser: Browser, txnId: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await bookTwoWheelerPlate(page);
    const orderId = await shownOrderNumber(page);
    await page.getByLabel('Payment Transaction No.').fill(txnId);
    await page.getByLabel('Payment screenshot (optional)').setInputFiles({
      name: 'gpay.png',
      mimeType: 'image/png',
      buffer: await paymentScreenshot(),
    });
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    return orderId;
  } finally {
    await context.close();
  }
}
