import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score runs 0–4 (guesses below 10³, 10⁶, 10⁸, 10¹⁰, above). 3 is "safely unguessable":
 * about 10¹⁰ guesses, well past what a rate-limited sign-in allows and slow against a stolen
 * argon2 hash. `aaaaaaaaaaaa`, `111111111111`, `abcdefghijkl` and an account's own e-mail score 0.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password was refused, in words staff can act on: zxcvbn's warning keys, ours in English. */
const WARNINGS: Record<string, string> = {
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a short pattern of keys on the keyboard',
  simpleRepeat: 'it repeats one character',
  extendedRepeat: 'it repeats a few characters',
  sequences: 'it is a sequence such as abcd or 1234',
  recentYears: 'it is or holds a recent year',
  dates: 'it is or holds a date',
  topTen: 'it is among the ten most used passwords',
  topHundred: 'it is among the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is close to a commonly used password',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
  userInputs: 'it is made from the account’s e-mail address',
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use (a password change is rare; the dictionaries take a tenth of a second). */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * Undefined when `password` is hard enough to guess, else a sentence saying why not. `email`, the
 * account's, counts as something a guesser knows: whole, and its part before the @.
 */
export async function weakPasswordProblem(
  password: string,
  email: string | undefined,
): Promise<string | undefined> {
  const userInputs = email ? [email, email.split('@')[0] ?? ''] : [];
  const { score, feedback } = (await loadEstimator()).check(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const why = (feedback.warning && WARNINGS[feedback.warning]) || 'it is too easy to guess';
  return `This password is too easy to guess: ${why}. Please choose a longer one, such as three or four unrelated words.`;
}
