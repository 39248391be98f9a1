import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('leaves empty values out', () => {
    expect(toQueryString({ search: undefined, status: 'FULFILLED', cursor: '' })).toBe(
      '?status=FULFILLED',
    );
    expect(toQueryString({ search: undefined })).toBe('');
  });

  it('encodes the values', () => {
    expect(toQueryString({ search: 'HSRPBOOKING/2025/0612' })).toBe(
      '?search=HSRPBOOKING%2F2025%2F0612',
    );
  });
});
