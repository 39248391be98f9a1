import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { shownSupportHours } from './support-hours.ts';

describe('support hours as a page shows them', () => {
  it('are the default in the page’s language while no admin has changed them', () => {
    expect(shownSupportHours(DEFAULT_SITE_INFO.supportHours, en.common.supportHours)).toBe(
      'Mon-Fri 10:30 AM-5:30 PM',
    );
    expect(shownSupportHours(DEFAULT_SITE_INFO.supportHours, hi.common.supportHours)).toBe(
      'सोम–शुक्र, सुबह 10:30 से शाम 5:30 बजे तक',
    );
  });

  it('are the admin’s own words, as typed, once changed', () => {
    expect(shownSupportHours('Mon-Sat 9 AM-7 PM', hi.common.supportHours)).toBe(
      'Mon-Sat 9 AM-7 PM',
    );
    expect(shownSupportHours('सोम–शनि 9 से 7', en.common.supportHours)).toBe('सोम–शनि 9 से 7');
  });
});
