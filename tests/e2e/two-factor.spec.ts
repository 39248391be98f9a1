import { TOTP } from 'otpauth';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { createAdmin, openAdminMenu } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

// Two-factor sign-in (docs/product.md#two-factor-sign-in): an admin sets it up from the page's
// setup key, then signs in with a code this test computes as an authenticator app would, and once
// with a recovery code. The account is this file's own: the other files' admin keeps signing in
// with a password.

const account = { email: 'two-factor@example.in', password: 'two factor correct horse' };

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(() => {
  createAdmin(account.email, account.password);
});

/**
 * The app's code one step ahead: the server takes the step before and after its own, but each
 * step only once, and the step of now may already have been used to turn it on.
 */
const nextCode = (secret: string) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });

async function enterPassword(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await openAdminMenu(page);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('set up two-factor sign-in, then sign in with a code and with a recovery code', async ({
  page,
}) => {
  await enterPassword(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openAdminMenu(page);
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const secret = (await page.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await codeField.fill(new TOTP({ secret }).generate());
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  expect(recoveryCode).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'recovery-codes.txt',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  // Shown once: nothing on the page holds them any more.
  await expect(page.getByText(recoveryCode)).toHaveCount(0);

  await signOut(page);
  await enterPassword(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  const appCode = page.getByLabel('Code from your app');
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousViolations(page);
  await appCode.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await signOut(page);
  await enterPassword(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode.toUpperCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The code used is spent; the page says how many are left.
  await page.goto('/admin/two-factor');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
});
