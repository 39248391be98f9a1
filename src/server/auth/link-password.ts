import { HttpError } from '../http/http-error';
import { newPasswordProblem } from './password-policy';
import { hashPassword } from './passwords';

/**
 * A password chosen through an e-mailed link (a reset, a staff invitation): checked against the
 * policy, then hashed only while the link is still usable. Hashing is deliberately slow, so
 * made-up links are turned away before it and nobody can keep the server busy hashing; the
 * caller's transaction that uses the link up still decides, so a link works only once.
 */
export async function hashPasswordForLink(
  password: string,
  linkUsable: () => Promise<boolean>,
  invalidLink: string,
): Promise<string> {
  const problem = await newPasswordProblem(password);
  if (problem) throw new HttpError(400, problem, { password: problem });
  if (!(await linkUsable())) throw new HttpError(400, invalidLink);
  return hashPassword(password);
}
