import { describe, expect, it } from 'vitest';
import { findUpiCandidates, onlyCandidate } from './upi-reference.ts';

const UTR = '412398765432';
const found = (reference: string, description: string) =>
  onlyCandidate(findUpiCandidates(reference, description));

describe('findUpiCandidates', () => {
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
    expect(findUpiCandidates(reference, description)).toEqual([UTR]);
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
    ['the word UPI only inside another word', '', `GUPIL/${UTR}`],
  ])('finds none in %s', (_case, reference, description) => {
    expect(findUpiCandidates(reference, description)).toEqual([]);
  });

  it('keeps both of Kotak’s numbers, the narration’s (the payer’s UTR) first', () => {
    // Kotak's CSV: `Chq / Ref No.` and the description carry different 12-digit numbers.
    expect(findUpiCandidates('UPI-615719372785', 'UPI/Nikhil Kumar Si/615762270582/UPI')).toEqual([
      '615762270582',
      '615719372785',
    ]);
    expect(found('UPI-615719372785', 'UPI/Nikhil Kumar Si/615762270582/UPI')).toBeNull();
  });

  it('makes a payer’s note with a 91-prefixed mobile ambiguous, not "no reference"', () => {
    expect(findUpiCandidates('', `UPI/${UTR}/PAID FROM 919876543210/RAHUL`)).toEqual([
      UTR,
      '919876543210',
    ]);
  });

  it('says the same reference twice is still one', () => {
    expect(findUpiCandidates(`0000${UTR}`, `UPI/${UTR}/RAHUL/${UTR}`)).toEqual([UTR]);
  });

  it('reads a UPI app’s report column without the word UPI', () => {
    expect(findUpiCandidates(UTR, 'RAHUL SHARMA')).toEqual([]);
    expect(findUpiCandidates(UTR, 'RAHUL SHARMA', { allUpi: true })).toEqual([UTR]);
    expect(findUpiCandidates('', `UTR No. ${UTR}`, { allUpi: true })).toEqual([UTR]);
  });
});
