import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { MOBILE_CODE_API_PATHS } from '#shared/public-api-paths.ts';
import { ensurePayee, ensureRoomyAppointments, findBooking, openAppDb } from './support/app-db.ts';
import {
  customer,
  fillBookingForm,
  fillBookingFormInHindi,
  shownOrderNumber,
  transactionNumber,
  uniqueMobile,
} from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

// The mobile-number code on the booking form (issue 36): asked only where a text channel can carry
// it, so this file runs a server of its own with MSG91 set, its API a local stand-in that reads
// the code out of the SMS request as a phone would. The other servers have no text channel.

/** The owner's MSG91 flows for the code, one per language, as the Messages page would save them. */
const CODE_FLOWS = { en: 'e2e-code-en', hi: 'e2e-code-hi' };

let msg91: HttpStandIn;
let server: ServerProcess;
let dataDir: string;
let workerDataDir: string | undefined;

/** The owner requires codes and gave the code's flow ids; no other kind has one. */
function requireMobileCodes() {
  const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
  const settings = {
    ...DEFAULT_MESSAGE_SETTINGS,
    requireMobileCode: true,
    kinds: {
      ...kinds,
      mobile_code: {
        ...kinds.mobile_code,
        smsTemplateIds: { ...kinds.mobile_code.smsTemplateIds, ...CODE_FLOWS },
      },
    },
  };
  const db = openAppDb();
  try {
    db.prepare(
      `insert into settings (key, value, updated_by, updated_at) values ('message_settings', ?, 'e2e', ?)
       on conflict (key) do update set value = excluded.value`,
    ).run(JSON.stringify(settings), new Date().toISOString());
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  msg91 = await startHttpStandIn();
  // MSG91's flow API answers a request it took with its request id.
  msg91.answer = answerWith(200, { type: 'success', message: '3763646c3058373530393830' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-e2e-msg91-'));
  server = await startServerProcess(
    dataDir,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MSG91_AUTH_KEY: 'e2e-auth-key',
      MSG91_API_URL: msg91.url,
    },
    60_000,
    { built: true },
  );
  // The support helpers open the server's SQLite file named here: this file's, until it ends.
  workerDataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
  requireMobileCodes();
  ensurePayee('TWO_WHEELER');
});
test.afterAll(async () => {
  process.env.E2E_DATA_DIR = workerDataDir;
  server?.child.kill('SIGTERM');
  await server?.exited;
  await msg91?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface FlowRequest {
  template_id: string;
  recipients: { mobiles: string; var1?: string }[];
}

/**
 * The code the customer's phone got: var1 of the newest SMS MSG91 was asked to send to `phone`,
 * once the outbox sent it. Checks the request is the flow of `language` with the auth key.
 */
async function codeSentTo(phone: string, language: keyof typeof CODE_FLOWS): Promise<string> {
  const requests = () =>
    msg91.seen
      .filter((seen) => seen.url === '/api/v5/flow/')
      .map((seen) => ({ seen, body: JSON.parse(seen.body) as FlowRequest }))
      .filter(({ body }) => body.recipients[0]?.mobiles === `91${phone}`);
  await expect.poll(() => requests().length).toBeGreaterThan(0);
  const { seen, body } = requests().at(-1) ?? {};
  expect(seen?.headers.authkey).toBe('e2e-auth-key');
  expect(body?.template_id).toBe(CODE_FLOWS[language]);
  const code = body?.recipients[0]?.var1 ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Six digits that are not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const mainHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('a customer confirms their number with the SMS code, and only then books', async ({
  page,
}) => {
  const phone = uniqueMobile();
  const shownPhone = `+91 ${phone}`;
  await page.goto(`${server.url}/bookyourservice`);
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  await fillBookingForm(page, { phone });

  // The form does not go on with a number not confirmed: it says so and turns to the step.
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await proceed.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please confirm your mobile number with the code' }),
  ).toBeVisible();
  const send = page.getByRole('button', { name: 'Send code' });
  await expect(send).toBeFocused();
  await expect(page).toHaveURL(/\/bookyourservice$/);

  await send.click();
  await expect(
    page.getByText(`We sent a code by SMS to ${shownPhone}. It is valid for 10 minutes.`),
  ).toBeVisible();
  const code = await codeSentTo(phone, 'en');

  // A wrong code is refused and confirms nothing; the right one, typed in full, confirms at once.
  const codeBox = page.getByLabel('6-digit code');
  await codeBox.fill(wrongCode(code));
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is not right.' }),
  ).toBeVisible();
  await codeBox.fill(code);
  const confirmed = page.getByText(`Mobile number ${shownPhone} is confirmed.`);
  await expect(confirmed).toBeVisible();

  // The server remembers it for this browser: after a reload the number needs no new code.
  await page.reload();
  await fillBookingForm(page, { phone });
  await expect(confirmed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);

  await proceed.click();
  await expect(mainHeading(page, 'My Booking Details')).toBeVisible();
  const orderId = await shownOrderNumber(page);
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(mainHeading(page, 'Payment Successful')).toBeVisible();
  expect(findBooking(orderId)).toMatchObject({ full_name: customer.fullName });

  // The confirmation made this one booking: the next would need a new code.
  const left = await page.request.get(`${server.url}${MOBILE_CODE_API_PATHS.confirmed}`);
  expect(await left.json()).toMatchObject({ phone: null });
  expect(msg91.seen.filter((seen) => seen.body.includes(`91${phone}`))).toHaveLength(1);
});

test('a Hindi reader gets the Hindi SMS flow, and a wrong code is refused in Hindi', async ({
  page,
}) => {
  const phone = uniqueMobile();
  const shownPhone = `+91 ${phone}`;
  ensureRoomyAppointments();
  await chooseHindiBeforeLoading(page.context());
  await page.goto(`${server.url}/bookyourservice`);
  await page.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();
  await fillBookingFormInHindi(page, phone);

  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(
    page.getByText(`हमने ${shownPhone} पर SMS से कोड भेजा है। यह 10 मिनट तक मान्य है।`),
  ).toBeVisible();
  const code = await codeSentTo(phone, 'hi');

  const codeBox = page.getByLabel('6 अंकों का कोड');
  await codeBox.fill(wrongCode(code));
  await expect(
    page.getByRole('alert').filter({ hasText: 'यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।' }),
  ).toBeVisible();
  // Still held: the form stays where it is.
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'कृपया बुकिंग फ़ॉर्म पर, हमारे भेजे कोड से' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/bookyourservice$/);

  // The wrong try did not spend the code.
  await codeBox.fill(code);
  await expect(page.getByText(`मोबाइल नंबर ${shownPhone} की पुष्टि हो गई है।`)).toBeVisible();
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(mainHeading(page, 'मेरी बुकिंग का विवरण')).toBeVisible();
});

test('a server without a text channel asks no code', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/bookyourservice`);
  await page.getByRole('button', { name: 'Select: Two Wheeler Number Plate' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
});
