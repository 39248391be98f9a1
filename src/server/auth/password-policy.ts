import { PasswordSchema } from '../../shared/admin/auth-schema';
import { isCommonPassword } from './common-passwords';

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of commonly used passwords. Please choose another.';

/**
 * The one rule for a new admin password, wherever it is set (reset link, `npm run admin`): the
 * shared length rule the forms show, and the common-password list, which only the server has.
 * Answers what is wrong with it, or undefined when it will do.
 */
export async function newPasswordProblem(password: string): Promise<string | undefined> {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please choose another password.';
  if (await isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
