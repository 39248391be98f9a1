import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '#server/auth/sessions.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { HEALTH_PATHS } from '#server/routes/health.routes.ts';
import { ROBOTS_PATH, SITEMAP_PATH } from '#server/routes/search-engines.routes.ts';
import { WEBHOOK_PATHS } from '#server/routes/webhooks.routes.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAccount,
  SAME_ORIGIN,
  signedInAdmin,
} from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput, nextAppointment } from '#server/testing/booking-fixtures.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import {
  encodeAny,
  hostileBody,
  hostileMultipart,
  hostileParam,
  hostileQuery,
  hostileQueryNear,
  hostileRawBody,
  hostileString,
  servedRoutes,
} from '#server/testing/hostile-input.ts';
import { findHalfWrittenRecords } from '#server/testing/record-integrity.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { signAsMeta, TEST_MSG91, TEST_WHATSAPP } from '#server/testing/text-providers.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_HOLD_SETTINGS } from '#shared/booking/hold-settings.ts';
import { SERVICE_KEYS } from '#shared/catalog/services.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { PERSONAL_DATA_API_PATHS } from '#shared/personal-data/personal-data-api-paths.ts';
import { COMPLAINT_API_PATHS, MOBILE_CODE_API_PATHS } from '#shared/public-api-paths.ts';
import { CANCEL_API_PATHS } from '#shared/refunds/cancel-api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

/**
 * Every public and admin route under generated bad and hostile requests: wrong types, huge and
 * odd strings, injections, extra fields, broken JSON and multipart, path tricks in file names and
 * parameters, bad query strings, missing or forged sessions. The server must answer each with a
 * 4xx and a message (never a 500), and a refused request must store nothing.
 */

/** Cases per route: enough to shake out each route in seconds (the machine has 2 cores). */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteSpec {
  method: Method;
  path: string;
  /** Valid JSON bodies, which the generators bend. */
  json?: fc.Arbitrary<Record<string, unknown>>;
  /** A multipart form route: valid text fields, and its file field. */
  form?: { fields: fc.Arbitrary<Record<string, string>>; fileField: string };
  /** A valid query string's values. */
  query?: Record<string, string>;
  /** Headers that sign a body (a webhook's), added to most cases so the body gets read. */
  signed?: (raw: string | Buffer) => Record<string, string>;
}

/** A fresh, valid booking per case, so hostile but acceptable values (names) get stored. */
const booking = fc
  .integer({ min: 100_000, max: 999_999 })
  .map(
    (n) =>
      bookingInput({ orderId: `HSRPBOOKING/2026/1121${n}`, txnId: `UTR${n}` }) as Record<
        string,
        unknown
      >,
  );
const bookingFields = booking.map((input) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
);
const json = (example: Record<string, unknown>) => fc.constant(example);
/** Stored before the cases run, so look-ups of it do their work. */
const SEEDED_BOOKING = bookingInput();
const AppointmentMoveExample = {
  day: SEEDED_BOOKING.appointmentDay,
  slot: SEEDED_BOOKING.appointmentSlot,
};
/** The ticket the set-up files, so status look-ups find one. */
let SEEDED_TICKET = 'C-2026-00001';
const seededOrder = { orderId: SEEDED_BOOKING.orderId, regNumber: SEEDED_BOOKING.regNumber };

const ROUTES: RouteSpec[] = [
  { method: 'GET', path: HEALTH_PATHS.live },
  { method: 'GET', path: HEALTH_PATHS.ready },
  { method: 'GET', path: API_PATHS.storefront },
  { method: 'GET', path: ROBOTS_PATH },
  { method: 'GET', path: SITEMAP_PATH },
  {
    method: 'POST',
    path: API_PATHS.bookings,
    json: booking,
    form: { fields: bookingFields, fileField: 'screenshot' },
  },
  { method: 'GET', path: API_PATHS.appointments, query: { installation: 'home' } },
  { method: 'GET', path: API_PATHS.fittingPlaces, query: { pincode: '248001' } },
  { method: 'GET', path: API_PATHS.bookingHold },
  { method: 'GET', path: API_PATHS.qrImageRoute },
  {
    method: 'GET',
    path: API_PATHS.paymentQrRoute,
    query: {
      service: 'HSRP_WITH_COLOR',
      vehicleType: 'TWO_WHEELER',
      orderId: 'HSRPBOOKING/2026/1121123456',
    },
  },
  { method: 'POST', path: API_PATHS.track, json: json(seededOrder) },
  { method: 'GET', path: API_PATHS.trackReceipt, query: seededOrder },
  { method: 'POST', path: API_PATHS.trackByLink, json: json({ token: 'A'.repeat(43) }) },
  { method: 'POST', path: API_PATHS.trackReceiptByLink, json: json({ token: 'A'.repeat(43) }) },
  { method: 'GET', path: API_PATHS.trackCreditNote, query: seededOrder },
  { method: 'POST', path: API_PATHS.trackCreditNoteByLink, json: json({ token: 'A'.repeat(43) }) },
  {
    method: 'POST',
    path: API_PATHS.trackAppointmentByLink,
    json: json({ token: 'A'.repeat(43), ...AppointmentMoveExample }),
  },
  {
    method: 'POST',
    path: CANCEL_API_PATHS.cancelByLink,
    json: json({ token: 'A'.repeat(43), reason: 'Sold the car' }),
  },
  {
    method: 'POST',
    path: API_PATHS.leads,
    json: json({ name: 'Ravi', phone: '9876543210', from: 'Roorkee', to: 'Delhi', notes: '2BHK' }),
  },
  {
    method: 'POST',
    path: COMPLAINT_API_PATHS.create,
    json: json({
      name: 'Ravi',
      phone: '9876543210',
      email: 'ravi@example.in',
      orderId: SEEDED_BOOKING.orderId,
      text: 'The fitter did not come.',
      locale: 'hi',
    }),
  },
  {
    method: 'POST',
    path: COMPLAINT_API_PATHS.status,
    json: json({ ticket: SEEDED_TICKET, phone: '9876543210' }),
  },
  {
    method: 'POST',
    path: PERSONAL_DATA_API_PATHS.myData,
    json: json({ token: 'A'.repeat(43), format: 'json' }),
  },
  { method: 'POST', path: PERSONAL_DATA_API_PATHS.erasure, json: json({ token: 'A'.repeat(43) }) },
  { method: 'POST', path: MOBILE_CODE_API_PATHS.send, json: json({ phone: '9876543210' }) },
  {
    method: 'POST',
    path: MOBILE_CODE_API_PATHS.confirm,
    json: json({ phone: '9876543210', code: '123456' }),
  },
  { method: 'GET', path: MOBILE_CODE_API_PATHS.confirmed },
  {
    method: 'POST',
    path: API_PATHS.admin.session,
    json: json({ email: ADMIN_EMAIL, password: 'not-the-password' }),
  },
  { method: 'GET', path: API_PATHS.admin.session },
  { method: 'DELETE', path: API_PATHS.admin.session },
  { method: 'PUT', path: API_PATHS.admin.siteMode, json: json({ mode: 'pm' }) },
  { method: 'GET', path: API_PATHS.admin.siteInfo },
  { method: 'PUT', path: API_PATHS.admin.siteInfo, json: json({ ...DEFAULT_SITE_INFO }) },
  { method: 'POST', path: API_PATHS.admin.passwordReset, json: json({ email: ADMIN_EMAIL }) },
  {
    method: 'POST',
    path: API_PATHS.admin.passwordResetConfirm,
    json: json({ token: 'a'.repeat(43), password: 'a-new-long-password' }),
  },
  { method: 'GET', path: API_PATHS.admin.paymentOptions },
  {
    method: 'PUT',
    path: API_PATHS.admin.paymentOptionForRoute,
    form: {
      fields: fc.constant({ upiId: 'shop@upi', password: ADMIN_PASSWORD }),
      fileField: 'qrImage',
    },
  },
  { method: 'GET', path: API_PATHS.admin.pricing },
  {
    method: 'PUT',
    path: API_PATHS.admin.pricingForRoute,
    json: json({ targetTotal: 799, gstPct: 18, serviceCharge: 99 }),
  },
  { method: 'GET', path: API_PATHS.admin.dashboard },
  {
    method: 'GET',
    path: API_PATHS.admin.bookings,
    query: { search: '98765', status: 'PAYMENT_SUBMITTED', vehicleType: 'TWO_WHEELER' },
  },
  {
    method: 'GET',
    path: API_PATHS.admin.bookingsCsv,
    query: { search: 'UK08', status: 'CONFIRMED', vehicleType: 'FOUR_WHEELER' },
  },
  {
    method: 'PATCH',
    path: API_PATHS.admin.bookingStatusRoute,
    json: json({ status: 'CONFIRMED' }),
  },
  { method: 'GET', path: API_PATHS.admin.bookingProofRoute },
  { method: 'GET', path: API_PATHS.admin.bookingCreditNoteRoute },
  { method: 'GET', path: API_PATHS.admin.bookingMessagesRoute },
  { method: 'GET', path: API_PATHS.admin.bookingRefundRoute },
  {
    method: 'POST',
    path: API_PATHS.admin.bookingCancellationDecisionRoute,
    json: json({ decision: 'decline', note: 'Plates already made.' }),
  },
  {
    method: 'POST',
    path: API_PATHS.admin.bookingRefundSentRoute,
    json: json({ upiRef: '633412345678', sentOn: '2026-11-27' }),
  },
  { method: 'GET', path: API_PATHS.admin.refunds },
  { method: 'GET', path: API_PATHS.admin.cancellationSettings },
  {
    method: 'PUT',
    path: API_PATHS.admin.cancellationSettings,
    json: json({ cutoffHours: 24, chargeRupees: 0 }),
  },
  { method: 'POST', path: API_PATHS.admin.bookingMessageResendRoute },
  { method: 'GET', path: API_PATHS.admin.messageSettings },
  {
    method: 'PUT',
    path: API_PATHS.admin.messageSettings,
    json: json({ ...DEFAULT_MESSAGE_SETTINGS }),
  },
  {
    method: 'GET',
    path: API_PATHS.admin.appointments,
    query: { from: '2026-11-24', to: '2026-11-30' },
  },
  {
    method: 'PUT',
    path: API_PATHS.admin.bookingAppointmentRoute,
    json: json({ day: nextAppointment().appointmentDay, slot: '16:00-18:00' }),
  },
  { method: 'GET', path: API_PATHS.admin.centres },
  { method: 'POST', path: API_PATHS.admin.centres, json: json({ ...centreInput() }) },
  { method: 'PUT', path: API_PATHS.admin.centreRoute, json: json({ ...centreInput() }) },
  { method: 'GET', path: API_PATHS.admin.serviceAreas },
  {
    method: 'PUT',
    path: API_PATHS.admin.serviceAreas,
    json: json({ areas: [{ pins: '560001', centreId: 'none' }] }),
  },
  { method: 'GET', path: API_PATHS.admin.holdSettings },
  { method: 'PUT', path: API_PATHS.admin.holdSettings, json: json({ ...DEFAULT_HOLD_SETTINGS }) },
  { method: 'GET', path: API_PATHS.admin.bookingRefusals },
  { method: 'GET', path: API_PATHS.admin.mail },
  { method: 'POST', path: API_PATHS.admin.mailRetryRoute },
  { method: 'GET', path: API_PATHS.admin.leads, query: { phone: '98765' } },
  { method: 'PATCH', path: API_PATHS.admin.leadRoute, json: json({ called: true }) },
  { method: 'GET', path: API_PATHS.admin.complaints, query: { status: 'open' } },
  { method: 'GET', path: API_PATHS.admin.complaintRoute },
  {
    method: 'POST',
    path: API_PATHS.admin.complaintReplyRoute,
    json: json({ text: 'We are on it.' }),
  },
  { method: 'POST', path: API_PATHS.admin.complaintCloseRoute },
  { method: 'GET', path: API_PATHS.policies },
  { method: 'GET', path: API_PATHS.admin.policies },
  {
    method: 'PUT',
    path: API_PATHS.admin.policyDocumentRoute,
    json: json({
      text: 'Refunds reach the UPI account you paid from within 5 working days. '.repeat(3),
    }),
  },
  {
    method: 'PUT',
    path: API_PATHS.admin.grievanceOfficer,
    json: json({
      name: 'Meera Joshi',
      designation: 'Grievance Officer',
      phone: '01332 123456',
      email: 'grievance@roorkeeplates.in',
    }),
  },
  { method: 'GET', path: API_PATHS.admin.mailSetup },
  { method: 'GET', path: API_PATHS.admin.goLive },
  { method: 'POST', path: API_PATHS.admin.goLiveReviewed, json: json({ item: 'prices' }) },
  ...[API_PATHS.admin.paymentsPreview, API_PATHS.admin.paymentsApply].map((path) => ({
    method: 'POST' as const,
    path,
    form: {
      fields: fc.constant({ layout: '{"preset":"hdfc"}', daysBefore: '1', daysAfter: '3' }),
      fileField: 'file',
    },
  })),
  { method: 'GET', path: API_PATHS.admin.paymentsQueue, query: { waitingDays: '3' } },
  {
    method: 'POST',
    path: API_PATHS.admin.paymentsLineMatchRoute,
    json: json({ bookingId: 'b1' }),
  },
  {
    method: 'POST',
    path: API_PATHS.admin.paymentsLineDismissRoute,
    json: json({ note: 'Refunded by the bank' }),
  },
  {
    method: 'POST',
    path: API_PATHS.admin.paymentsLineReopenRoute,
    json: json({ day: '2026-12-10', slot: '10:00-12:00' }),
  },
  { method: 'GET', path: API_PATHS.admin.paymentsMapping },
  { method: 'GET', path: API_PATHS.admin.staff },
  {
    method: 'POST',
    path: API_PATHS.admin.staffInvitations,
    json: json({ email: 'new.person@hsrp.test', role: 'staff' }),
  },
  {
    method: 'PATCH',
    path: API_PATHS.admin.staffMemberRoute,
    json: fc.constantFrom(
      { role: 'owner' },
      { role: 'staff' },
      { active: false },
      { active: true },
    ),
  },
  { method: 'POST', path: API_PATHS.admin.invitation, json: json({ token: 'A'.repeat(43) }) },
  {
    method: 'POST',
    path: API_PATHS.admin.invitationAccept,
    json: json({ token: 'A'.repeat(43), password: 'a-new-long-password' }),
  },
  {
    method: 'PUT',
    path: API_PATHS.admin.paymentsMapping,
    json: json({
      mapping: {
        date: 'Value Date',
        description: 'Narration',
        amounts: { kind: 'credit-debit', credit: 'Deposit Amt.' },
      },
    }),
  },
  { method: 'POST', path: API_PATHS.admin.sessionCode, json: json({ code: '123456' }) },
  { method: 'GET', path: API_PATHS.admin.twoFactor },
  { method: 'POST', path: API_PATHS.admin.twoFactorEnrolment },
  { method: 'POST', path: API_PATHS.admin.twoFactorConfirm, json: json({ code: '123456' }) },
  {
    method: 'POST',
    path: API_PATHS.admin.twoFactorDisable,
    json: json({ password: 'not-the-password', code: 'abcd-efgh-ijkl-mnop' }),
  },
  {
    method: 'POST',
    path: API_PATHS.admin.twoFactorRecoveryCodes,
    json: json({ password: 'not-the-password' }),
  },
  { method: 'GET', path: API_PATHS.admin.twoFactorStaffSetting },
  {
    method: 'PUT',
    path: API_PATHS.admin.twoFactorStaffSetting,
    json: json({ requiredForStaff: true }),
  },
  { method: 'GET', path: API_PATHS.admin.sessionIdleSetting },
  { method: 'PUT', path: API_PATHS.admin.sessionIdleSetting, json: json({ idleHours: 12 }) },
  { method: 'GET', path: API_PATHS.admin.retentionSettings },
  {
    method: 'PUT',
    path: API_PATHS.admin.retentionSettings,
    json: json({ screenshotDays: 90, contactMonths: 12 }),
  },
  { method: 'GET', path: API_PATHS.admin.erasureRequests },
  { method: 'POST', path: API_PATHS.admin.bookingErasureRoute },
  ...[API_PATHS.admin.audit, API_PATHS.admin.auditCsv].map((path) => ({
    method: 'GET' as const,
    path,
    query: { person: 'unknown', kind: 'sign-in-failed', from: '2026-01-01', to: '2026-12-31' },
  })),
  { method: 'GET', path: API_PATHS.admin.auditPeople },
  {
    method: 'GET',
    path: WEBHOOK_PATHS.whatsapp,
    query: {
      'hub.mode': 'subscribe',
      'hub.verify_token': TEST_WHATSAPP.verifyToken,
      'hub.challenge': '1158201444',
    },
  },
  {
    method: 'POST',
    path: WEBHOOK_PATHS.whatsapp,
    json: json({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: TEST_WHATSAPP.phoneNumberId },
                statuses: [
                  {
                    id: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQ0I2QjM5REFBODkyQTExOEU1AA==',
                    status: 'failed',
                    timestamp: '1750263773',
                    recipient_id: '919812345678',
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    }),
    signed: (raw) => ({ 'x-hub-signature-256': signAsMeta(raw) }),
  },
  {
    method: 'POST',
    path: WEBHOOK_PATHS.msg91Route,
    json: json({ requestId: '3465a6b7c8d9e0f1a2b3c130', number: '919812345678', status: '9' }),
  },
];

/** Routes left out on purpose, with the reason. */
const NOT_FUZZED: Record<string, string> = {
  // Takes no input, and its answer never ends (inject would wait forever); security-headers.test.ts
  // and storefront.routes.test.ts cover it over real HTTP.
  [`GET ${API_PATHS.storefrontEvents}`]: 'a never-ending stream without input',
};

let t: TestApp;
let adminHeaders: Record<string, string>;
let ids: Record<string, string>;
let png: Buffer;
const created = { bookings: 0, leads: 0, complaints: 0 };

/** A fresh admin session: the sign-out route's cases end the one before. */
async function freshAdminHeaders(): Promise<Record<string, string>> {
  const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
  const token = await startSession(t.db.kysely, admin?.id ?? '');
  return { cookie: `hsrp_admin_session=${token}`, ...SAME_ORIGIN };
}

beforeAll(async () => {
  // The text providers configured, so their webhooks read what they are sent and the mobile
  // code routes do their work.
  t = await createTestApp({
    whatsapp: TEST_WHATSAPP,
    msg91: TEST_MSG91,
    mail: { textChannels: { whatsapp: true, sms: true } },
  });
  adminHeaders = await signedInAdmin(t);
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
  // A UPI id and a QR image, so the QR routes do their work rather than answer "none set".
  const qr = new FormData();
  qr.append('upiId', 'shop@upi');
  qr.append('password', ADMIN_PASSWORD);
  qr.append('qrImage', new Blob([png]), 'qr.png');
  await t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
    headers: adminHeaders,
    payload: qr,
  });
  // Real ids, so some cases reach the handler's work rather than its "not found".
  await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingForm(SEEDED_BOOKING, new Blob([png]), 'proof.png'),
    remoteAddress: '10.9.9.9',
  });
  const booked = await t.db.kysely.selectFrom('bookings').select('id').executeTakeFirstOrThrow();
  await t.app.inject({
    method: 'POST',
    url: API_PATHS.leads,
    payload: { name: 'Seed', phone: '9876543210' },
    remoteAddress: '10.9.9.9',
  });
  const lead = await t.db.kysely.selectFrom('leads').select('id').executeTakeFirstOrThrow();
  const filed = await t.app.inject({
    method: 'POST',
    url: COMPLAINT_API_PATHS.create,
    payload: { name: 'Seed', phone: '9876543210', email: 'seed@example.in', text: 'Seed.' },
    remoteAddress: '10.9.9.9',
  });
  SEEDED_TICKET = filed.json().ticket;
  const complaint = await t.db.kysely
    .selectFrom('complaints')
    .select('id')
    .executeTakeFirstOrThrow();
  const mail = await t.db.kysely.selectFrom('outboxMails').select('id').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('outboxMails').set({ status: 'failed' }).execute();
  // Another account for the staff routes to change (never the signed-in owner's own).
  const staffId = await createAccount(t, 'desk@hsrp.test', 'staff');
  ids = {
    bookingId: booked.id,
    leadId: lead.id,
    mailId: mail.id,
    staffId,
    complaintId: complaint.id,
  };
  created.bookings = 1;
  created.leads = 1;
  created.complaints = 1;
}, 30_000);
afterAll(async () => {
  await t.close();
});

/** A route's path with each parameter a real value or a hostile one. */
function pathArbitrary(spec: RouteSpec): fc.Arbitrary<string> {
  const names = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return fc.constant(spec.path);
  const realId = spec.path.includes('/leads/')
    ? ids.leadId
    : spec.path.includes('/complaints/')
      ? ids.complaintId
      : spec.path.includes('/mail/')
        ? ids.mailId
        : spec.path.includes('/staff/')
          ? ids.staffId
          : ids.bookingId;
  const real = (name: string) =>
    name === 'vehicleType'
      ? fc.constantFrom('TWO_WHEELER', 'FOUR_WHEELER')
      : name === 'service'
        ? fc.constantFrom(...SERVICE_KEYS)
        : name === 'document'
          ? fc.constantFrom('refund', 'privacy', 'terms')
          : name === 'token'
            ? fc.constant(TEST_MSG91.webhookToken ?? '')
            : fc.constant(realId ?? '');
  return fc
    .tuple(...names.map((name) => fc.oneof(real(name), hostileParam)))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`:${name}`, values[i] ?? ''), spec.path),
    );
}

function payloadArbitrary(
  spec: RouteSpec,
): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const choices: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }>[] = [
    hostileRawBody.map(({ body, contentType }) => ({ payload: body, contentType })),
  ];
  if (spec.json) {
    choices.push(
      spec.json.chain(hostileBody).map((body) => ({
        payload: JSON.stringify(body) ?? 'null',
        contentType: 'application/json',
      })),
    );
  }
  if (spec.form) {
    const { fields, fileField } = spec.form;
    choices.push(
      fields
        .chain((valid) => hostileMultipart(valid, fileField, png))
        .map(({ body, contentType }) => ({
          payload: body,
          contentType,
        })),
    );
  }
  if (spec.method === 'GET') return fc.constant({});
  return fc.oneof(...choices, fc.constant({}));
}

/** Signed in (most cases), anonymous, or with a forged cookie or a foreign origin. */
const headersArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant('admin' as const) },
  { weight: 1, arbitrary: fc.constant('anonymous' as const) },
  {
    weight: 1,
    arbitrary: hostileString.map((value) => ({
      cookie: `hsrp_admin_session=${encodeAny(value)}`,
      ...SAME_ORIGIN,
    })),
  },
  { weight: 1, arbitrary: fc.constant({ ...SAME_ORIGIN, origin: 'https://evil.example' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { cookie: 'hsrp_admin_session=%E0%A4%A; hsrp_admin_session=x', ...SAME_ORIGIN },
      { cookie: '=;;;=a', 'content-encoding': 'gzip', ...SAME_ORIGIN },
      { 'x-forwarded-for': '"><script>', referer: '%zz://', 'accept-charset': 'utf-1' },
      { origin: 'null', referer: `${SAME_ORIGIN.origin}/../../admin` },
    ),
  },
);

function requestArbitrary(spec: RouteSpec): fc.Arbitrary<InjectOptions> {
  return fc
    .record({
      path: pathArbitrary(spec),
      query: fc.option(spec.query ? hostileQueryNear(spec.query) : hostileQuery, { freq: 3 }),
      body: payloadArbitrary(spec),
      who: headersArbitrary,
      remoteAddress: fc.ipV4(),
      sign: fc.boolean(),
    })
    .map(({ path, query, body, who, remoteAddress, sign }) => {
      const identity = who === 'admin' ? adminHeaders : who === 'anonymous' ? {} : who;
      const headers: Record<string, string> = { ...identity };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (sign && spec.signed) Object.assign(headers, spec.signed(body.payload ?? ''));
      return {
        method: spec.method,
        url: query === null ? path : `${path}?${query}`,
        headers,
        remoteAddress,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      } satisfies InjectOptions;
    });
}

function describeRequest(request: InjectOptions, res: LightMyRequestResponse): string {
  const payload = String(request.payload ?? '').slice(0, 300);
  return `${request.method} ${request.url} (${JSON.stringify(request.headers)}) ${payload}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
}

describe('hostile input', () => {
  it('reaches every route the app serves', async () => {
    await t.app.ready();
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
    const covered = [...ROUTES.map((r) => `${r.method} ${r.path}`), ...Object.keys(NOT_FUZZED)];
    // A new route fails here until it is added to ROUTES (or to NOT_FUZZED, with the reason).
    expect(served, 'routes served vs. routes this test covers').toEqual(covered.sort());
  });

  it.each(ROUTES.map((spec) => [`${spec.method} ${spec.path}`, spec] as const))(
    '%s answers 4xx with a message, never a 500',
    async (_name, spec) => {
      adminHeaders = await freshAdminHeaders();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(spec), async (request) => {
          const res = await t.app.inject(request);
          const seen = describeRequest(request, res);
          expect(res.statusCode, seen).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], seen).toMatch(/^application\/json/);
            expect(res.json().message, seen).toEqual(expect.stringMatching(/\S/));
          }
          if (res.statusCode === 201 && spec.path === API_PATHS.bookings) created.bookings += 1;
          if (res.statusCode === 201 && spec.path === API_PATHS.leads) created.leads += 1;
          if (res.statusCode === 201 && spec.path === COMPLAINT_API_PATHS.create) {
            created.complaints += 1;
          }
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );

  it('stored only what it accepted, and nothing half-written', async () => {
    const bookings = await t.db.kysely.selectFrom('bookings').select('id').execute();
    const leads = await t.db.kysely.selectFrom('leads').select('id').execute();
    expect(bookings).toHaveLength(created.bookings);
    expect(leads).toHaveLength(created.leads);
    const complaints = await t.db.kysely.selectFrom('complaints').select('id').execute();
    expect(complaints).toHaveLength(created.complaints);
    expect(await findHalfWrittenRecords(t.db.kysely)).toEqual([]);
  });
});
