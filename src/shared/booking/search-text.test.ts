import { describe, expect, it } from 'vitest';
import { bookingSearchText, compactForSearch } from './search-text';

describe('search text', () => {
  it('compacts a registration number however it is typed', () => {
    expect(compactForSearch('uk08 ab-1234')).toBe('UK08AB1234');
    expect(compactForSearch('UK08AB1234')).toBe('UK08AB1234');
  });

  it('keeps the slashes of an order number and drops everything else', () => {
    expect(compactForSearch(' hsrpbooking/2026/11 21\t')).toBe('HSRPBOOKING/2026/1121');
    expect(compactForSearch('+91 98765-43210')).toBe('919876543210');
  });

  it('holds order number, phone and registration number, each compacted', () => {
    const text = bookingSearchText({
      orderId: 'HSRPBOOKING/2026/1121123456',
      phone: '98765 43210',
      regNumber: 'dl 3c ab 1234',
    });
    expect(text).toBe('HSRPBOOKING/2026/1121123456 9876543210 DL3CAB1234');
  });
});
