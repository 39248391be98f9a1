import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { COMMON_PASSWORD_MESSAGE, newPasswordProblem } from './password-policy.ts';

const email = 'ravi.kumar@hsrp.test';

describe('the new-password rule', () => {
  it('wants at least 12 characters', async () => {
    expect(await newPasswordProblem('eleven-char', email)).toBe('Use at least 12 characters.');
    expect(await newPasswordProblem('tiger lily on the ghat', email)).toBeUndefined();
  });

  it('refuses a common password whatever its case, also with digits or symbols added', async () => {
    expect(await newPasswordProblem('QWERTY123456', email)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(await isCommonPassword('Password1234')).toBe(true);
    expect(await isCommonPassword('sunshine@2026')).toBe(true);
    expect(await isCommonPassword('tiger lily on the ghat')).toBe(false);
    expect(await isCommonPassword('password rides a scooter')).toBe(false);
  });

  it('refuses a password that is easy to guess, saying why (each of these was once accepted)', async () => {
    const cases: [string, RegExp][] = [
      ['aaaaaaaaaaaa', /repeats one character/],
      ['111111111111', /repeats one character/],
      ['abcdefghijkl', /sequence/],
      ['            ', /repeats one character/],
      [email, /e-mail address/],
      ['ravi.kumar@hsrp', /e-mail address/],
    ];
    for (const [password, why] of cases) {
      const problem = await newPasswordProblem(password, email);
      expect(problem, password).toMatch(/^This password is too easy to guess: /);
      expect(problem, password).toMatch(why);
    }
    // Without the account's e-mail as something a guesser knows, its own address could pass.
    expect(await newPasswordProblem('ravi.kumar@hsrp.test', undefined)).toBeUndefined();
  });

  it('takes long passphrases and random passwords', async () => {
    for (const password of ['tiger lily on the ghat', 'password rides a scooter', 'q8#Vt2!mZr4w']) {
      expect(await newPasswordProblem(password, email), password).toBeUndefined();
    }
  });
});
