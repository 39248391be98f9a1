import { describe, expect, it } from 'vitest';
import { bookingSearchText, compactForSearch } from './search-text.ts';

describe('search text', () => {
  it('compacts a registration number however it is typed', () => {
    expect(compactForSearch('uk08 ab-1234')).toBe('UK08AB1234');
    expect(compactForSearch('UK08AB1234')).toBe('UK08AB1234');
  });

  it('keeps the slashes of an order number and drops everything else', () => {
    expect(compactForSearch(' hsrpbooking/2026/11 21\t')).toBe('HSRPBOOKING/2026/1121');
    expect(compactForSearch('+91 98765-43210')).toBe('919876543210');
  });

  it('keeps the letters of a name in any script and case, without its spaces and punctuation', () => {
    expect(compactForSearch("Asha D'Souza-Verma")).toBe('ASHADSOUZAVERMA');
    expect(compactForSearch('kumar')).toBe(compactForSearch('KUMAR'));
    // Devanagari vowel signs are marks, not letters: they stay.
    expect(compactForSearch('रवि कुमार')).toBe('रविकुमार');
    // However the keyboard composed it: क़ typed as one character or as क and a nukta.
    expect(compactForSearch('\u0958')).toBe(compactForSearch('\u0915\u093c'));
  });

  it('leaves no LIKE or full-text operators in a term', () => {
    expect(compactForSearch('50% _off_ "a" OR b* ^c')).toBe('50OFFAORBC');
  });

  it('holds order number, phone, registration, transaction number and name, each compacted', () => {
    const text = bookingSearchText({
      orderId: 'HSRPBOOKING/2026/1121123456',
      phone: '98765 43210',
      regNumber: 'dl 3c ab 1234',
      txnId: '412398765432',
      fullName: 'Ravi Kumar',
    });
    expect(text).toBe('HSRPBOOKING/2026/1121123456 9876543210 DL3CAB1234 412398765432 RAVIKUMAR');
  });
});
