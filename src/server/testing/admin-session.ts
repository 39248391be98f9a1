import { createOrResetAdmin } from '../auth/admin-accounts';
import { hashPassword } from '../auth/passwords';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

export const ADMIN_EMAIL = 'staff@hsrp.test';
export const ADMIN_PASSWORD = 'correct-horse-battery';
/** What a browser on our own pages adds to every state-changing request. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL };

export async function createAdmin(t: TestApp, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await createOrResetAdmin(t.db.kysely, email, await hashPassword(password));
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

/** An admin signed in; answers headers for their requests. */
export async function signedInAdmin(t: TestApp): Promise<Record<string, string>> {
  await createAdmin(t);
  return { cookie: await signIn(t), ...SAME_ORIGIN };
}
