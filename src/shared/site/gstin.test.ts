import { describe, expect, it } from 'vitest';
import { gstinState, isValidGstin } from './gstin.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '05ABCDE1234F1Z6'])(
    'accepts %s, a GSTIN with a correct check character',
    (gstin) => expect(isValidGstin(gstin)).toBe(true),
  );

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['a state code no state has', '99AAPFU0939F1ZV'],
    ['lower case (the schema upper-cases first)', '27aapfu0939f1zv'],
    ['a missing Z', '27AAPFU0939F1AV'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['a blank', ''],
  ])('refuses %s', (_, gstin) => expect(isValidGstin(gstin)).toBe(false));

  it('names the state it is registered in', () => {
    expect(gstinState('05ABCDE1234F1Z6')).toBe('Uttarakhand');
    expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
  });
});
