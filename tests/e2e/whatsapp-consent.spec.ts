import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import {
  WHATSAPP_CONSENT_VERSION,
  WHATSAPP_CONSENT_WORDS,
} from '#shared/messaging/whatsapp-consent.ts';
import { ensurePayee, ensureRoomyAppointments, openAppDb } from './support/app-db.ts';
import {
  chooseAppointment,
  customer,
  fillBookingFormInHindi,
  shownOrderNumber,
  transactionNumber,
  uniqueMobile,
} from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

// The customer's agreement to WhatsApp messages (issue 36): asked on the booking form only where
// the server has WhatsApp set up, so this file runs a server of its own with WHATSAPP_* set (no
// message is sent here: the agreement is what is tested). The other servers have none.

let server: ServerProcess;
let dataDir: string;
let workerDataDir: string | undefined;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-e2e-whatsapp-'));
  server = await startServerProcess(
    dataDir,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_TOKEN: 'e2e-token',
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
      WHATSAPP_APP_SECRET: 'e2e-app-secret',
    },
    60_000,
    { built: true },
  );
  // The support helpers open the server's SQLite file named here: this file's, until it ends.
  workerDataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
});
test.afterAll(async () => {
  process.env.E2E_DATA_DIR = workerDataDir;
  server?.child.kill('SIGTERM');
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HINDI_WORDS = WHATSAPP_CONSENT_WORDS[WHATSAPP_CONSENT_VERSION].hi;
const mainHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

function storedConsent(orderId: string) {
  const db = openAppDb();
  try {
    return db
      .prepare(
        'select created_at, whatsapp_consent_at, whatsapp_consent_version from bookings where order_id = ?',
      )
      .get(orderId) as
      | { created_at: string; whatsapp_consent_at: string; whatsapp_consent_version: string }
      | undefined;
  } finally {
    db.close();
  }
}

test('a Hindi reader ticks the WhatsApp box, which survives a reload, and the booking records it', async ({
  page,
}) => {
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
  await chooseHindiBeforeLoading(page.context());
  await page.goto(`${server.url}/bookyourservice`);
  await page.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();

  // Off until the customer ticks it, in the words of the version the booking will store.
  const consent = page.getByRole('checkbox', { name: HINDI_WORDS, exact: true });
  await expect(consent).not.toBeChecked();
  await consent.check();

  await fillBookingFormInHindi(page, uniqueMobile());
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(mainHeading(page, 'मेरी बुकिंग का विवरण')).toBeVisible();

  // A reload of the payment page, then back to the form: the box is still ticked, like the rest.
  await page.reload();
  await expect(mainHeading(page, 'मेरी बुकिंग का विवरण')).toBeVisible();
  await page.goBack();
  await expect(consent).toBeChecked();
  await expect(page.getByLabel('पूरा नाम')).toHaveValue(customer.fullName);
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();

  const orderId = await shownOrderNumber(page);
  await page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर').fill(transactionNumber());
  await page.getByRole('button', { name: 'भुगतान जमा करें' }).click();
  await expect(mainHeading(page, 'भुगतान सफल रहा')).toBeVisible();

  const stored = storedConsent(orderId);
  expect(stored?.whatsapp_consent_version).toBe(WHATSAPP_CONSENT_VERSION);
  expect(stored?.whatsapp_consent_at).toBe(stored?.created_at);
});

test('an English reader who leaves the box unticked agrees to nothing', async ({ page }) => {
  ensurePayee('TWO_WHEELER');
  ensureRoomyAppointments();
  await page.goto(`${server.url}/bookyourservice`);
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  const words = WHATSAPP_CONSENT_WORDS[WHATSAPP_CONSENT_VERSION].en;
  await expect(page.getByRole('checkbox', { name: words, exact: true })).not.toBeChecked();
  await page.getByLabel('Full name').fill(customer.fullName);
  await page.getByLabel('Mobile number').fill(uniqueMobile());
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('State').selectOption(customer.state);
  await page.getByLabel('City').fill(customer.city);
  await page.getByLabel('Pin code').fill(customer.pincode);
  await page.getByLabel('Address').fill(customer.address);
  await page.getByLabel('Registration number').fill('UK08AB1234');
  await page.getByLabel('Chassis number (last 5 digits)').fill('54321');
  await page.getByLabel('Engine number (last 5 digits)').fill('12345');
  await chooseAppointment(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(mainHeading(page, 'Payment Successful')).toBeVisible();
  expect(storedConsent(orderId)).toMatchObject({
    whatsapp_consent_at: null,
    whatsapp_consent_version: null,
  });
});

test('a server without WhatsApp asks no agreement', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/bookyourservice`);
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
