import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { admin, createAdmin } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

// Staff accounts (docs/product.md#staff-and-roles): an owner invites a person by e-mail, the person
// sets a password from the link and signs in as staff, and sees only what staff may use.
// Invitations need SMTP in production, so this file runs a server of its own with a test SMTP
// server beside it.

let smtp: SmtpTestServer;
let server: ServerProcess;
let dataDir: string;
const STAFF = { email: 'e2e-desk@example.in', password: 'desk counter monsoon rain' };

test.beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-e2e-staff-'));
  server = await startServerProcess(
    dataDir,
    // Two-factor sign-in optional, as on the other browser tests' server (two-factor.spec.ts
    // covers it): this test is about roles.
    {
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      ADMIN_TWO_FACTOR: 'optional',
    },
    60_000,
    { built: true },
  );
  createAdmin(admin.email, admin.password, dataDir);
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

const at = (pagePath: string) => `${server.url}${pagePath}`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('an owner invites staff, who set a password from the mail and see only what staff may use', async ({
  page,
  browser,
}) => {
  await page.goto(at('/admin/login'));
  await signIn(page, admin.email, admin.password);
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(STAFF.email);
  await expect(invite.getByRole('radio', { name: /^Staff/ })).toBeChecked();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(STAFF_MESSAGES.invitationSent)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations waiting' })).toContainText(
    STAFF.email,
  );
  await expectNoSeriousViolations(page);

  // The mail as the test's SMTP server received it.
  const [mail] = await smtp.waitFor(1, 15_000);
  expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(STAFF.email);
  const link = /http:\/\/\S+\/admin\/accept-invitation#token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link?.startsWith(server.url)).toBe(true);

  const invitee = await browser.newContext();
  try {
    const desk = await invitee.newPage();
    await desk.goto(link ?? '');
    await expect(desk.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    await expect(desk.getByText(`${STAFF.email}, staff account.`)).toBeVisible();
    await expectNoSeriousViolations(desk);
    await desk.getByLabel('New password').fill(STAFF.password);
    await desk.getByLabel('Confirm password').fill(STAFF.password);
    await desk.getByRole('button', { name: 'Create account' }).click();

    await expect(desk).toHaveURL(/\/admin\/login$/);
    await expect(desk.getByText(STAFF_MESSAGES.invitationAccepted)).toBeVisible();
    await expect(desk.getByLabel('Email')).toHaveValue(STAFF.email);
    await signIn(desk, STAFF.email, STAFF.password);

    const links = nav(desk).getByRole('link');
    await expect(links).toHaveText([
      'Dashboard',
      'Bookings',
      'Appointments',
      'Payments',
      'Refunds',
      'Leads',
      'Complaints',
      'Logout',
    ]);
    await expect(desk.getByRole('group', { name: 'Homepage' })).toHaveCount(0);
    await expect(desk.getByText('Staff account')).toBeVisible();

    await desk.goto(at('/admin/pricing'));
    await expect(desk.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(desk.getByText(ADMIN_MESSAGES.pageNotForRole)).toBeVisible();
    await expect(desk.getByRole('spinbutton')).toHaveCount(0);

    // The owner sees the new account and its sign-in, and deactivates it: it is out at once.
    await page.reload();
    const card = page.getByRole('article', { name: STAFF.email });
    await expect(card).toContainText('Staff');
    await expect(card).toContainText(/Last sign-in \d/);
    await expect(page.getByRole('region', { name: 'Invitations waiting' })).toContainText(
      'No invitation is waiting',
    );
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expect(card).toContainText('Deactivated');

    await desk.getByRole('link', { name: 'Bookings' }).click();
    await expect(desk).toHaveURL(/\/admin\/login$/);
  } finally {
    await invitee.close();
  }
});

test('the last active owner is offered neither stepping down nor deactivation', async ({
  page,
}) => {
  await page.goto(at('/admin/login'));
  await signIn(page, admin.email, admin.password);
  await page.goto(at('/admin/staff'));
  const card = page.getByRole('article', { name: `${admin.email} (you)` });
  await expect(card).toContainText('Owner');
  await expect(card).toContainText(STAFF_MESSAGES.lastOwnerKept);
  await expect(card.getByRole('button', { name: 'Make staff' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  // Other accounts keep their actions (the server still refuses the last owner's: staff.routes).
  const desk = page.getByRole('article', { name: STAFF.email });
  await expect(desk.getByRole('button', { name: 'Make owner' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Reactivate' })).toBeVisible();
});

test('an owner limits a staff member to a fitting centre, whose nav then leaves out the payment desk', async ({
  page,
  browser,
}) => {
  // A second account made by the CLI (an owner), then made staff on the Staff page.
  const desk = { email: 'e2e-centre-desk@example.in', password: 'centre desk winter fog' };
  createAdmin(desk.email, desk.password, dataDir);
  await page.goto(at('/admin/login'));
  await signIn(page, admin.email, admin.password);
  const added = await page.request.post(at(API_PATHS.admin.centres), {
    data: centreInput(),
    headers: { origin: server.url },
  });
  expect(added.status()).toBe(201);

  await page.goto(at('/admin/staff'));
  const card = page.getByRole('article', { name: desk.email });
  await card.getByRole('button', { name: 'Make staff' }).click();
  await expect(card).toContainText('Centres: All centres');
  await card.getByRole('button', { name: 'Change centres' }).click();
  const centres = card.getByRole('group', { name: 'Centres' });
  await centres.getByRole('radio', { name: /Only these/ }).check();
  await centres.getByRole('checkbox', { name: centreInput().name }).check();
  await expectNoSeriousViolations(page);
  await centres.getByRole('button', { name: 'Save centres' }).click();
  await expect(card).toContainText(`Centres: ${centreInput().name}`);

  const context = await browser.newContext();
  try {
    const deskPage = await context.newPage();
    await deskPage.goto(at('/admin/login'));
    await signIn(deskPage, desk.email, desk.password);
    await expect(nav(deskPage).getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Appointments',
      'Refunds',
      'Leads',
      'Complaints',
      'Logout',
    ]);
  } finally {
    await context.close();
  }

  await page.goto(at('/admin/audit'));
  const entry = page.getByRole('article', { name: 'Staff centres changed' });
  await expect(entry).toContainText(desk.email);
  await expect(entry.getByRole('definition')).toContainText('All centres');
  await expect(entry.getByRole('definition')).toContainText(`changed to ${centreInput().name}`);
});

test('an owner resends a waiting invitation: a new link, and the old one stops working', async ({
  page,
  browser,
}) => {
  const email = 'e2e-resend@example.in';
  const linkIn = (mail: (typeof smtp.received)[number] | undefined) =>
    /http:\/\/\S+\/admin\/accept-invitation#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  await page.goto(at('/admin/login'));
  await signIn(page, admin.email, admin.password);
  // The invitee's mails received since `from`: each is awaited before the next is sent, as the
  // outbox may deliver two queued mails in either order.
  const mailsToInvitee = (from: number) =>
    smtp.received
      .slice(from)
      .filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
  await page.goto(at('/admin/staff'));
  const invite = page.getByRole('region', { name: 'Invite someone' });
  const beforeInvite = smtp.received.length;
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(STAFF_MESSAGES.invitationSent)).toBeVisible();
  await expect.poll(() => mailsToInvitee(beforeInvite).length, { timeout: 15_000 }).toBe(1);
  const oldLink = linkIn(mailsToInvitee(beforeInvite)[0]);
  const beforeResend = smtp.received.length;
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await waiting.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(waiting.getByText(STAFF_MESSAGES.invitationSent)).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect.poll(() => mailsToInvitee(beforeResend).length, { timeout: 15_000 }).toBe(1);
  const newLink = linkIn(mailsToInvitee(beforeResend)[0]);
  expect(oldLink).not.toBe('');
  expect(newLink).not.toBe(oldLink);
  await expect(waiting.getByText(email)).toHaveCount(1);

  const invitee = await browser.newContext();
  try {
    const person = await invitee.newPage();
    await person.goto(oldLink ?? '');
    await expect(person.getByText(STAFF_MESSAGES.invitationInvalid)).toBeVisible();
    await person.goto(newLink ?? '');
    await person.reload();
    await expect(person.getByText(`${email}, staff account.`)).toBeVisible();
  } finally {
    await invitee.close();
  }

  await page.goto(at('/admin/audit'));
  await expect(
    page.getByRole('article', { name: 'Staff invited' }).filter({ hasText: email }),
  ).toHaveCount(2);
});
