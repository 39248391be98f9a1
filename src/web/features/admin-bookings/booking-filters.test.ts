import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './booking-filters.ts';

describe('the bookings list filters', () => {
  it('come from the page URL, ignoring values the API would refuse', () => {
    const params = new URLSearchParams('search=%20UK08%20&status=CONFIRMED&vehicleType=BUS');
    expect(filtersFromParams(params)).toEqual({
      search: 'UK08',
      status: 'CONFIRMED',
      vehicleType: undefined,
    });
  });

  it('treat a blank search as no search', () => {
    expect(filtersFromParams(new URLSearchParams('search=%20%20')).search).toBeUndefined();
  });
});
