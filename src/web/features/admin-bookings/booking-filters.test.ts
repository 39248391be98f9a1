import { describe, expect, it } from 'vitest';
import { filtersFromParams, toQueryString } from './booking-filters';

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

  it('leave empty parameters out of the query string', () => {
    expect(toQueryString({ search: undefined, status: 'FULFILLED', cursor: '' })).toBe(
      '?status=FULFILLED',
    );
    expect(toQueryString({ search: undefined })).toBe('');
  });

  it('encode the search text', () => {
    expect(toQueryString({ search: 'HSRPBOOKING/2025/0612' })).toBe(
      '?search=HSRPBOOKING%2F2025%2F0612',
    );
  });
});
