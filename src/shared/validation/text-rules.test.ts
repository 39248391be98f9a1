import { describe, expect, it } from 'vitest';
import { MULTI_LINE, SINGLE_LINE } from './text-rules.ts';

describe('the text rules', () => {
  it('take letters of any script, emoji (a surrogate pair) included', () => {
    for (const text of ['Asha Verma', 'आशा वर्मा', 'Plates & Co. 🚗', '']) {
      expect(SINGLE_LINE.test(text), text).toBe(true);
      expect(MULTI_LINE.test(text), text).toBe(true);
    }
    expect(MULTI_LINE.test('Flat 4\r\nMG Road\n\tNear the temple')).toBe(true);
  });

  it('refuse control characters, a lone CR, and half of a surrogate pair', () => {
    for (const text of [
      'Asha\nVerma',
      'Asha\u0000',
      'Shop \uD800 x',
      'Shop \uDC00',
      '🚗'.slice(0, 1),
    ]) {
      expect(SINGLE_LINE.test(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['Flat 4\rATTACH:x', 'Shop \uD800 x', 'a\u000bb']) {
      expect(MULTI_LINE.test(text), JSON.stringify(text)).toBe(false);
    }
  });
});
