import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORD_MESSAGE, newPasswordProblem } from './password-policy';

describe('the new-password rule', () => {
  it('wants at least 12 characters', () => {
    expect(newPasswordProblem('eleven-char')).toBe('Use at least 12 characters.');
    expect(newPasswordProblem('twelve-chars')).toBeUndefined();
  });

  it('refuses a common password whatever its case', () => {
    expect(isCommonPassword('Password1234')).toBe(true);
    expect(newPasswordProblem('QWERTY123456')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(isCommonPassword('tiger lily on the ghat')).toBe(false);
  });
});
