import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { insertAdmin } from '#server/repositories/admins.repository.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import { TEST_PUBLIC_URL, type TestApp } from './test-app.ts';

export const ADMIN_EMAIL = 'staff@hsrp.test';
export const ADMIN_PASSWORD = 'correct-horse-battery';
/** What a browser on our own pages adds to every state-changing request. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL };

const hashes = new Map<string, Promise<string>>();
/**
 * A password's argon2 hash, made once per test process: a hash costs 50 ms of CPU, and most API
 * tests begin by making an account. Accounts given the same password share its hash (and salt).
 */
function hashOnce(password: string): Promise<string> {
  let made = hashes.get(password);
  if (!made) {
    made = hashPassword(password);
    hashes.set(password, made);
  }
  return made;
}

/** An owner, as `npm run admin -- create` makes one. */
export async function createAdmin(t: TestApp, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await createOrResetAdmin(t.db.kysely, email, await hashOnce(password));
}

/** An active account in `role`, as an accepted invitation makes one; answers its id. */
export async function createAccount(
  t: TestApp,
  email: string,
  role: Role,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const passwordHash = await hashOnce(password);
  return insertAdmin(t.db.kysely, { email, passwordHash, role }, new Date());
}

/** Signs in and answers the Cookie header that carries the session. */
export async function signIn(
  t: TestApp,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: SAME_ORIGIN,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'hsrp_admin_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** An owner signed in; answers headers for their requests. */
export async function signedInAdmin(t: TestApp): Promise<Record<string, string>> {
  await createAdmin(t);
  return { cookie: await signIn(t), ...SAME_ORIGIN };
}

/** A new account in `role`, signed in; answers its id and headers for its requests. */
export async function signedInAccount(t: TestApp, email: string, role: Role) {
  const id = await createAccount(t, email, role);
  return { id, headers: { cookie: await signIn(t, email), ...SAME_ORIGIN } };
}
