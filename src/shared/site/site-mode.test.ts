import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_MODE, parseSiteMode, SITE_MODES } from './site-mode.ts';

describe('the site mode', () => {
  it('is hsrp (plate booking) or pm (packers and movers), hsrp by default', () => {
    expect(SITE_MODES).toEqual(['hsrp', 'pm']);
    expect(DEFAULT_SITE_MODE).toBe('hsrp');
  });

  it('shows the movers page for "pm"', () => {
    expect(parseSiteMode('pm')).toBe('pm');
  });

  it('stays on plate booking for "hsrp"', () => {
    expect(parseSiteMode('hsrp')).toBe('hsrp');
  });

  it.each([
    ['a missing value', undefined],
    ['null', null],
    ['an empty string', ''],
    ['upper-case PM', 'PM'],
    ['pm with spaces', ' pm '],
    ['another word', 'movers'],
    ['a number', 1],
    ['true', true],
    ['an object holding pm', { mode: 'pm' }],
  ])('falls back to hsrp for %s', (_label, value) => {
    expect(parseSiteMode(value)).toBe('hsrp');
  });
});
