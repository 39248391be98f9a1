import { randomUUID } from 'node:crypto';
import { MAX_SLOT_CAPACITY } from '#shared/appointments/appointment-rules.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { ensurePayee, openAppDb, ROOMY_APPOINTMENT_RULES } from './support/app-db.ts';
import {
  chooseAppointment,
  fillBookingForm,
  shownOrderNumber,
  transactionNumber,
} from './support/booking-flow.ts';
import { takeCentresTurn } from './support/centres.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The customer's way through fitting centres (issue 38, decision 0051): the PIN first, then home
 * fitting where the business goes, or the centres nearest the PIN with their own calendars. The
 * file adds a second centre and replaces the home-service areas in the server's database, and
 * puts back the one centre and the one area '100000-999999' that every other file expects; the
 * first centre keeps serving the PINs other files book at meanwhile (support/centres.ts).
 */

/** A PIN in the Bengaluru area the second centre serves, and one outside every area. */
const PIN_IN_AREA = '560034';
const PIN_OUTSIDE = '110021';

/** The second centre, near PIN_IN_AREA, with a dealer slot no other centre has. */
const SECOND = {
  id: `e2e-${randomUUID()}`,
  name: 'Indiranagar Fitting Centre',
  address: '12 HAL 2nd Stage\nIndiranagar',
  line: '12 HAL 2nd Stage, Indiranagar, Bengaluru 560038',
  pincode: '560038',
  mapUrl: 'https://maps.example.com/indiranagar',
  phone: '+91 98765 43210',
  dealerSlot: '08:00-09:30',
};

let firstCentre: { id: string; name: string; pincode: string };
let savedAreas: unknown[] = [];

let endTurn = () => {};
test.beforeAll(async () => {
  test.setTimeout(300_000);
  endTurn = await takeCentresTurn();
  ensurePayee('TWO_WHEELER');
  const db = openAppDb();
  try {
    db.transaction(() => {
      firstCentre = db
        .prepare('select id, name, pincode from fitting_centres order by position limit 1')
        .get() as typeof firstCentre;
      const rules = {
        ...ROOMY_APPOINTMENT_RULES,
        slots: {
          ...ROOMY_APPOINTMENT_RULES.slots,
          dealer: [{ start: '08:00', end: '09:30', capacity: MAX_SLOT_CAPACITY }],
        },
      };
      db.prepare(
        `insert into fitting_centres (id, name, address, city, pincode, map_url, phone, rules,
           active, position, updated_by, updated_at)
         values (?, ?, ?, 'Bengaluru', ?, ?, ?, ?, 1, 1, 'e2e', ?)`,
      ).run(
        SECOND.id,
        SECOND.name,
        SECOND.address,
        SECOND.pincode,
        SECOND.mapUrl,
        SECOND.phone,
        JSON.stringify(rules),
        new Date().toISOString(),
      );
      savedAreas = db.prepare('select * from service_areas').all();
      db.prepare('delete from service_areas').run();
      // Home visits in 560001–560099 from the second centre; every other PIN but PIN_OUTSIDE
      // from the first, as the files booking meanwhile expect.
      const area = db.prepare(
        `insert into service_areas (id, pins, from_pin, to_pin, centre_id, position)
         values (?, ?, ?, ?, ?, ?)`,
      );
      area.run(randomUUID(), '560001-560099', '560001', '560099', SECOND.id, 0);
      area.run(randomUUID(), '100000-110020', '100000', '110020', firstCentre.id, 1);
      area.run(randomUUID(), '110022-999999', '110022', '999999', firstCentre.id, 2);
    }).immediate();
  } finally {
    db.close();
  }
  // The tests' PINs must be nearer the second centre than the first.
  expect(firstCentre.pincode.slice(0, 2)).not.toBe('56');
});

test.afterAll(() => {
  const db = openAppDb();
  try {
    db.transaction(() => {
      db.prepare('delete from service_areas').run();
      const restore = db.prepare(
        `insert into service_areas (id, pins, from_pin, to_pin, centre_id, position)
         values (@id, @pins, @from_pin, @to_pin, @centre_id, @position)`,
      );
      for (const area of savedAreas) restore.run(area);
      // This file's bookings stay, at the one centre the other files know.
      db.prepare('update bookings set centre_id = ? where centre_id = ?').run(
        firstCentre.id,
        SECOND.id,
      );
      db.prepare('delete from appointment_slots where centre_id = ?').run(SECOND.id);
      db.prepare('delete from fitting_centres where id = ?').run(SECOND.id);
    }).immediate();
  } finally {
    db.close();
    endTurn();
  }
});

const centreCards = (page: Page) => page.locator('input[name="booking-centre"]');

async function openForm(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Now: Two Wheeler Number Plate' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
}

test('a customer picks the nearest fitting centre, books its own slot, and the booking is stored there', async ({
  page,
}) => {
  await openForm(page);
  // Before the PIN, the form asks for it where the centres would be.
  await expect(
    page.getByText('Enter your PIN code above to see the fitting centres and free days.'),
  ).toBeVisible();

  // Inside the area, home fitting comes from the second centre: its home calendar, no choice.
  const homeCalendar = page.waitForResponse(
    (response) =>
      response.url().includes('/api/appointments?installation=home') &&
      response.url().includes(`centre=${SECOND.id}`),
  );
  await fillBookingForm(page, { pincode: PIN_IN_AREA });
  await homeCalendar;
  await expect(centreCards(page)).toHaveCount(0);

  // A home visit needs the street address: the form says so before payment.
  await page.getByLabel('Address').fill('');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(
    page.getByText('Please enter the house and street where we should fit the plates.'),
  ).toBeVisible();
  await expect(page.getByLabel('Address')).toBeFocused();
  await page.getByLabel('Address').fill('7 Double Road');

  // Dealer installation: both centres, nearest the PIN first, none chosen for the customer.
  await page.getByRole('radio', { name: 'Dealer installation' }).check();
  const centres = page.getByRole('group', { name: 'Fitting centre', exact: true });
  await expect(centreCards(page)).toHaveCount(2);
  await expect(centreCards(page).nth(0)).toHaveAttribute('value', SECOND.id);
  await expect(centreCards(page).nth(1)).toHaveAttribute('value', firstCentre.id);
  await expect(centreCards(page).nth(0)).not.toBeChecked();
  await expect(centres.getByText(`${SECOND.line} · Next free day: `)).toBeVisible();
  const map = centres.getByRole('link', { name: `Map of ${SECOND.name}` });
  await expect(map).toHaveAttribute('href', SECOND.mapUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);
  await expect(centres.getByRole('link', { name: `Call ${SECOND.phone}` })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );

  // Its calendar is the centre's own: the one dealer slot only it has.
  await centres.getByRole('radio', { name: SECOND.name }).check();
  const { day, slot } = await chooseAppointment(page);
  expect(slot).toBe(SECOND.dealerSlot);

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  // "Fitting at" in the summary of the customer's details, with the centre's address.
  const fittingAt = page.getByRole('definition').filter({ hasText: SECOND.name });
  await expect(fittingAt).toHaveText(`${SECOND.name}, ${SECOND.line}`);
  // The choice survives a reload like the rest of the booking.
  await page.reload();
  await expect(fittingAt).toHaveText(`${SECOND.name}, ${SECOND.line}`);

  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  const db = openAppDb();
  try {
    const stored = db
      .prepare(
        `select centre_id, installation, appointment_day, appointment_slot from bookings
         where order_id = ?`,
      )
      .get(orderId);
    expect(stored).toEqual({
      centre_id: SECOND.id,
      installation: 'dealer',
      appointment_day: day,
      appointment_slot: slot,
    });
  } finally {
    db.close();
  }
});

test('outside every home-service area the form says so at once and offers the nearest centres', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('Pin code').fill(PIN_OUTSIDE);
  await expect(page.getByRole('radio', { name: 'Home installation' })).toBeChecked();
  await expect(
    page.getByText(
      'We do not fit plates at homes in this PIN code. Please choose a fitting centre near you.',
    ),
  ).toBeVisible();
  const nearest = page.getByRole('group', { name: 'Fitting centres near you' });
  await expect(nearest.getByRole('radio')).toHaveCount(2);
  // No calendar until there is a centre.
  await expect(
    page.getByText('The free days show once the fitting centre is known.'),
  ).toBeVisible();

  // One tap on a centre makes it a dealer installation there, with that centre's calendar.
  await nearest.getByRole('radio', { name: firstCentre.name }).check();
  await expect(page.getByRole('radio', { name: 'Dealer installation' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Fitting centre', exact: true }).getByRole('radio', {
      name: firstCentre.name,
    }),
  ).toBeChecked();
  await expect(page.getByText('We do not fit plates at homes in this PIN code.')).toBeHidden();
  await expect(page.getByRole('group', { name: 'Fitting day' })).toBeVisible();
});

test('a Hindi reader sees the fitting centres in Hindi', async ({ page, context }) => {
  await chooseHindiBeforeLoading(context);
  await page.goto('/bookyourservice');
  await page.getByRole('button', { name: /चुनें/ }).first().click();
  await expect(
    page.getByText('फ़िटिंग सेंटर और खाली दिन देखने के लिए ऊपर अपना पिन कोड डालें।'),
  ).toBeVisible();
  await page.getByLabel('पिन कोड').fill(PIN_OUTSIDE);
  await expect(
    page.getByText('इस पिन कोड में हम घर पर प्लेट नहीं लगाते। कृपया अपने पास का कोई फ़िटिंग सेंटर चुनें।'),
  ).toBeVisible();
  const nearest = page.getByRole('group', { name: 'आपके पास के फ़िटिंग सेंटर' });
  await expect(nearest.getByText(/अगला खाली दिन: \S+ \d+ \S+/).first()).toBeVisible();
  await expect(nearest.getByRole('link', { name: `${SECOND.name} का नक्शा` })).toBeVisible();
});

test('a refusal of where to fit at payment shows at its field back on the form', async ({
  page,
}) => {
  await openForm(page);
  await fillBookingForm(page, { pincode: PIN_IN_AREA });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: SECOND.name })).toHaveText(
    `Home fitting at your address, from ${SECOND.name}`,
  );

  // The owner stops home visits there meanwhile: the server refuses the installation.
  const db = openAppDb();
  const areas = db.prepare('select * from service_areas').all();
  db.prepare('delete from service_areas').run();
  try {
    await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const refusal =
      'We do not fit plates at homes in this PIN code. Please choose a fitting centre near you.';
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await page.getByRole('button', { name: 'Change where we fit' }).click();
    await expect(page).toHaveURL(/\/bookyourservice$/);
    await expect(
      page.locator('#booking-installation-error').getByText(refusal, { exact: true }),
    ).toBeVisible();
  } finally {
    const restore = db.prepare(
      `insert into service_areas (id, pins, from_pin, to_pin, centre_id, position)
       values (@id, @pins, @from_pin, @to_pin, @centre_id, @position)`,
    );
    for (const area of areas) restore.run(area);
    db.close();
  }
});

test('a home visit in an area with a home-fitting charge shows it as its own line, and pays the server’s total', async ({
  page,
}) => {
  const db = openAppDb();
  db.prepare(`update service_areas set home_charges = '{"TWO_WHEELER":200}'`).run();
  try {
    await openForm(page);
    await fillBookingForm(page, { pincode: PIN_IN_AREA });
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'My Booking Details' })).toBeVisible();
    // The order summary's price rows: a term and its amount.
    const term = (label: string) =>
      page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    const amountOf = async (label: string) =>
      Number(
        ((await term(label).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').replace(
          /[₹,]/g,
          '',
        ),
      );
    await expect(term('Home fitting')).toBeVisible();
    const line = await amountOf('Home fitting');
    const total = await amountOf('Final total');
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThanOrEqual(200);
    // The QR the server draws carries the same total: the page asks for it with the PIN.
    // (Another file may have uploaded a fixed QR image, which carries no amount.)
    const qr = page.getByRole('img', { name: 'UPI payment QR code for', exact: false });
    const src = (await qr.getAttribute('src')) ?? '';
    if (src.startsWith('/api/payment-qr')) {
      expect(src).toMatch(new RegExp(`&installation=home&pincode=${PIN_IN_AREA}&v=${total}$`));
      expect((await page.request.get(src)).status()).toBe(200);
    }

    const orderId = await shownOrderNumber(page);
    await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const stored = db
      .prepare('select price_total, price_home_charge from bookings where order_id = ?')
      .get(orderId);
    expect(stored).toEqual({ price_total: total, price_home_charge: line });
  } finally {
    db.prepare(`update service_areas set home_charges = '{}'`).run();
    db.close();
  }
});

/** Opens or closes a centre for new bookings, as the owner's Centres page does. */
function setCentreOpen(id: string, open: boolean) {
  const db = openAppDb();
  try {
    db.transaction(() => {
      db.prepare('update fitting_centres set active = ? where id = ?').run(open ? 1 : 0, id);
    }).immediate();
  } finally {
    db.close();
  }
}

// Last in the file: it closes the second centre, which the tests above book at.
test('a customer whose centre has since closed is told to call, in place of a calendar that could take nothing', async ({
  page,
  context,
}) => {
  await openForm(page);
  await fillBookingForm(page, { pincode: PIN_IN_AREA });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  const details = page.getByRole('region', { name: 'Order details' });
  const change = details.getByRole('button', { name: 'Change appointment' });
  await expect(change).toBeVisible();

  // The owner closes the centre while the page is open: the calendar asked is refused.
  setCentreOpen(SECOND.id, false);
  try {
    await change.click();
    await expect(
      details.getByRole('alert').filter({ hasText: TRACK_MESSAGES.appointmentCentreClosed }),
    ).toBeVisible();
    await expect(details.getByRole('group', { name: 'Fitting day' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Move appointment' })).toHaveCount(0);

    // Read again, the page offers no change at all and says why, in English and in Hindi.
    await page.reload();
    await expect(details).toContainText(TRACK_MESSAGES.appointmentCentreClosed);
    await expect(change).toHaveCount(0);
    await chooseHindiBeforeLoading(context);
    await page.reload();
    await expect(
      page.getByText(
        'यह फ़िटिंग सेंटर अब नए अपॉइंटमेंट नहीं ले रहा। अपना अपॉइंटमेंट बदलने के लिए कृपया हमें कॉल करें।',
      ),
    ).toBeVisible();
  } finally {
    setCentreOpen(SECOND.id, true);
  }
});
