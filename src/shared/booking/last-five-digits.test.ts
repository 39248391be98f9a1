import { describe, expect, it } from 'vitest';
import { toLastFiveDigits } from './last-five-digits.ts';

describe('the last five digits of a chassis or engine number', () => {
  it('drops everything but digits first, then keeps the last five', () => {
    expect(toLastFiveDigits('AB12345')).toBe('12345');
    expect(toLastFiveDigits('MA3EWDE1S00123456')).toBe('23456');
    expect(toLastFiveDigits('ME4JF50 9A-K8012345')).toBe('12345');
  });

  it('keeps fewer digits as they are, and nothing of a text without digits', () => {
    expect(toLastFiveDigits('12 3')).toBe('123');
    expect(toLastFiveDigits('')).toBe('');
    expect(toLastFiveDigits('ABCDE')).toBe('');
  });
});
