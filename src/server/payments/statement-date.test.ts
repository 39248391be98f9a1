import { describe, expect, it } from 'vitest';
import { looksLikeDate, parseStatementDate } from './statement-date.ts';

describe('parseStatementDate', () => {
  it.each([
    '23/11/26',
    '23/11/2026',
    '23-11-2026',
    '23.11.2026',
    '23-Nov-2026',
    '23-NOV-26',
    '23 Nov 2026',
    '23 November 2026',
    '2026-11-23',
    '23-11-2026 22:04:25',
    '23/11/2026 10:15 PM',
  ])('reads %j as 23 November 2026', (text) => {
    expect(parseStatementDate(text, 'day-month-year')).toBe('2026-11-23');
  });

  it('reads numeric dates in the order it is told', () => {
    expect(parseStatementDate('03/04/26', 'day-month-year')).toBe('2026-04-03');
    expect(parseStatementDate('03/04/26', 'month-day-year')).toBe('2026-03-04');
    expect(parseStatementDate('2026-03-04', 'month-day-year')).toBe('2026-03-04');
  });

  it.each([
    '31/02/2026',
    '23/13/2026',
    '00/11/2026',
    '23-Nvm-2026',
    '23/11',
    'STATEMENT SUMMARY',
    '35,000.00',
    '',
  ])('refuses %j', (text) => {
    expect(parseStatementDate(text, 'day-month-year')).toBeNull();
  });

  it('tells a wrong date from a footer', () => {
    expect(looksLikeDate('31/02/2026')).toBe(true);
    expect(looksLikeDate('23-Nvm-2026')).toBe(true);
    expect(looksLikeDate('STATEMENT SUMMARY :-')).toBe(false);
    expect(looksLikeDate('35,000.00')).toBe(false);
  });
});
