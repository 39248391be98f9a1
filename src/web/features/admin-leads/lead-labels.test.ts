import { describe, expect, it } from 'vitest';
import { formatMobile, mobileTelHref } from './lead-labels.ts';

describe('a lead phone number', () => {
  it('reads as two groups of five digits', () => {
    expect(formatMobile('9876543210')).toBe('98765 43210');
  });

  it('dials with the country code', () => {
    expect(mobileTelHref('9876543210')).toBe('tel:+919876543210');
  });

  it('stays as stored when it is not a 10-digit number', () => {
    expect(formatMobile('12345')).toBe('12345');
    expect(mobileTelHref('12345')).toBe('tel:12345');
  });
});
