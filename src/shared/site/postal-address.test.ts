import { describe, expect, it } from 'vitest';
import { joinAddress } from './postal-address.ts';
import { DEFAULT_SITE_INFO } from './site-info.ts';

describe('joinAddress', () => {
  it('says the town once when the street part ends with it', () => {
    expect(joinAddress(DEFAULT_SITE_INFO.address, DEFAULT_SITE_INFO.addressCity)).toBe(
      'Civil Lines, Roorkee, Uttarakhand 247667',
    );
    expect(joinAddress('12 MG Road, NEW  DELHI', 'New Delhi', 'Delhi 110001')).toBe(
      '12 MG Road, NEW  DELHI, Delhi 110001',
    );
  });

  it('keeps every part of an address that repeats nothing, and skips empty ones', () => {
    expect(joinAddress('', 'Roorkee', 'Uttarakhand 247667')).toBe('Roorkee, Uttarakhand 247667');
    expect(joinAddress('Roorkee Road, Meerut', 'Uttar Pradesh 250001')).toBe(
      'Roorkee Road, Meerut, Uttar Pradesh 250001',
    );
  });

  it('puts the lines of a typed address on one line', () => {
    expect(joinAddress('Flat 4\r\nSunrise Apartments\nCivil Lines', 'Roorkee')).toBe(
      'Flat 4, Sunrise Apartments, Civil Lines, Roorkee',
    );
  });

  it('keeps a name that comes back further on', () => {
    expect(joinAddress('Dehradun Road, Roorkee', 'Dehradun')).toBe(
      'Dehradun Road, Roorkee, Dehradun',
    );
  });
});
