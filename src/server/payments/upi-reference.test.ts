import { describe, expect, it } from 'vitest';
import { findUpiReference } from './upi-reference';

const UTR = '412398765432';

describe('findUpiReference', () => {
  it.each([
    ['ICICI', '-', `UPI/${UTR}/HSRP booking/rahul@okaxis/Axis Bank/ICI7de43fa4018`],
    ['HDFC', `0000${UTR}`, `UPI-RAHUL SHARMA-rahul@okhdfcbank-HDFC0001234-${UTR}-HSRP`],
    [
      'HDFC without the padded column',
      '',
      `UPI-RAHUL SHARMA-rahul@okhdfcbank-HDFC0001234-${UTR}-HSRP`,
    ],
    [
      'SBI',
      'TRANSFER FROM 4897691234567',
      `BY TRANSFER-UPI/CR/${UTR}/RAHUL/UTIB/rahul@okaxis/HSRP--`,
    ],
    ['Axis', '', `UPI/P2M/${UTR}/RAHUL SHARMA/HSRP/HDFC BANK`],
    ['Kotak (reference column)', `UPI-${UTR}`, 'UPI/RAHUL SHARMA/HSRP booking/UPI'],
    ['a colon', '', `UPI:${UTR}`],
    ['a reversal', '', `UPIAR/${UTR}/DR/RAHUL`],
  ])('finds it as %s writes it', (_bank, reference, description) => {
    expect(findUpiReference(reference, description)).toBe(UTR);
  });

  it.each([
    ['an IMPS line', '0000632912345678', 'MMT/IMPS/632912345678/PLATES/RAMESH/State Bank'],
    ['a NEFT line', 'HDFCN52026112412345', 'NEFT CR-ICIC0000104-SHREE GANESH MOTORS'],
    ['a cash deposit', '', 'CASH DEPOSIT BY SELF'],
    ['a UPI line without one', '', 'UPI/RAHUL SHARMA/HSRP'],
    ['13 digits', '', 'UPI/4123987654321/RAHUL'],
    ['11 digits', '', 'UPI/41239876543/RAHUL'],
    ['digits inside a UPI id', '', 'UPI/RAHUL/919876543210@paytm/HSRP'],
    ['digits inside a word', '', 'UPI/REF412398765432/RAHUL'],
    ['a second reference in the payer’s note', '', `UPI/${UTR}/PAID 512398765432/RAHUL`],
    ['the word UPI only inside another word', '', `GUPIL/${UTR}`],
  ])('finds none in %s', (_case, reference, description) => {
    expect(findUpiReference(reference, description)).toBeNull();
  });

  it('trusts the bank’s reference column over a note in the description', () => {
    expect(findUpiReference(`UPI-${UTR}`, 'UPI/RAHUL/512398765432/note')).toBe(UTR);
  });

  it('says the same reference twice is still one', () => {
    expect(findUpiReference('', `UPI/${UTR}/RAHUL/${UTR}`)).toBe(UTR);
  });
});
