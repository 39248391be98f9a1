import { PasswordSchema } from '#shared/admin/auth-schema.ts';
import { isCommonPassword } from './common-passwords.ts';
import { weakPasswordProblem } from './password-strength.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of commonly used passwords. Please choose another.';

/**
 * The one rule for a new admin password, wherever it is set (reset link, invitation, `npm run
 * admin`): the shared length rule the forms show, then what only the server has: the
 * common-password list and zxcvbn's strength estimate, with the account's `email` as something a
 * guesser knows. Answers what is wrong with it, or undefined when it will do.
 */
export async function newPasswordProblem(
  password: string,
  email: string | undefined,
): Promise<string | undefined> {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please choose another password.';
  if (await isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return weakPasswordProblem(password, email);
}
