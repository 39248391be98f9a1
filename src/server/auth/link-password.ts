import { HttpError } from '#server/http/http-error.ts';
import { newPasswordProblem } from './password-policy.ts';
import { hashPassword } from './passwords.ts';

/**
 * A password chosen through an e-mailed link (a reset, a staff invitation): hashed only while the
 * link is still usable, and checked against the policy with the e-mail of the account the link
 * is for (`linkEmail`: undefined once the link is used or expired). Hashing is deliberately slow,
 * so made-up links are turned away before it and nobody can keep the server busy hashing; the
 * caller's transaction that uses the link up still decides, so a link works only once.
 */
export async function hashPasswordForLink(
  password: string,
  linkEmail: () => Promise<string | undefined>,
  invalidLink: string,
): Promise<string> {
  const email = await linkEmail();
  if (email === undefined) throw new HttpError(400, invalidLink);
  const problem = await newPasswordProblem(password, email);
  if (problem) throw new HttpError(400, problem, { password: problem });
  return hashPassword(password);
}
