/**
 * Interim list until a maintained one is installed (see the README's admin-account section):
 * well-known passwords that pass the 12-character rule. Only this module knows where the list
 * comes from, and it stays on the server: the web app never imports it.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678910',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'aaaaaaaaaaaa',
  'abcdefghijkl',
  'abc123456789',
  'administrator',
  'admin1234567',
  'adminadmin123',
  'changeme1234',
  'iloveyou1234',
  'letmein12345',
  'passw0rd1234',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'qazwsxedcrfv',
  'qwerty123456',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'trustno11234',
  'welcome12345',
  'welcome123456',
]);

/** Whether a password is one that guessers try first (case does not make it less common). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
