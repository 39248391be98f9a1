import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORD_MESSAGE, newPasswordProblem } from './password-policy';

describe('the new-password rule', () => {
  it('wants at least 12 characters', async () => {
    expect(await newPasswordProblem('eleven-char')).toBe('Use at least 12 characters.');
    expect(await newPasswordProblem('twelve-chars')).toBeUndefined();
  });

  it('refuses a common password whatever its case, also with digits or symbols added', async () => {
    expect(await newPasswordProblem('QWERTY123456')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(await isCommonPassword('Password1234')).toBe(true);
    expect(await isCommonPassword('sunshine@2026')).toBe(true);
    expect(await isCommonPassword('tiger lily on the ghat')).toBe(false);
    expect(await isCommonPassword('password rides a scooter')).toBe(false);
  });
});
