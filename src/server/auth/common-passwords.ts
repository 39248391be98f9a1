/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords ranked by how often they leak).
 * It stays on the server (the web app never imports it) and is read on the first password change,
 * not at start: unpacking it takes a tenth of a second, and passwords change rarely.
 */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** Digits and symbols tacked on to reach a length rule: "password1234", "qwerty@2026". */
const TACKED_ON = /[\d\W_]+$/;

/**
 * Whether guessers would try this password early: it is on the list, or it is a listed word with
 * digits or symbols added at the end. Case does not make a password less common.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.replace(TACKED_ON, ''));
}
