import { describe, expect, it } from 'vitest';
import type { StatementCounts } from '#shared/payments/statement-counts.ts';
import { countRows, setAsideTotal } from './statement-counts-view.ts';

const counts: StatementCounts = {
  linesRead: 30,
  header: 1,
  confirm: 2,
  matchedAlreadyConfirmed: 0,
  unmatched: 1,
  ambiguous: 1,
  lapsed: 1,
  reversed: 0,
  reversal: 0,
  alreadyImported: 0,
  duplicateInFile: 1,
  noReference: 3,
  paidOut: 1,
  refundSeen: 0,
  ignored: 1,
  skipped: { preamble: 16, 'page-row': 1, continuation: 1 },
};

describe('the statement counts on the desk', () => {
  it('lists each part that holds lines, and their sum equals the lines read', () => {
    const { rows, total } = countRows(counts, false);
    expect(rows).toEqual([
      { label: 'Column headers', value: 1 },
      { label: 'Bookings to confirm', value: 2 },
      { label: 'Not matched', value: 1 },
      { label: 'Two UPI numbers, neither settled', value: 1 },
      { label: 'Booking lapsed before the money came', value: 1 },
      { label: 'Listed twice in the file', value: 1 },
      { label: 'No UPI reference', value: 3 },
      { label: 'UPI payments out', value: 1 },
      { label: 'Other currency, no amount, or failed', value: 1 },
      { label: 'Account details above the table', value: 16 },
      { label: 'Page row', value: 1 },
      { label: 'Narration continued', value: 1 },
    ]);
    expect(total).toBe(30);
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(total);
  });

  it('says "confirmed" once applied, and shows a sum that disagrees as it is', () => {
    expect(countRows(counts, true).rows[1]).toEqual({ label: 'Bookings confirmed', value: 2 });
    expect(countRows({ ...counts, linesRead: 31 }, false).total).toBe(30);
  });

  it('totals the lines set aside', () => {
    expect(setAsideTotal(counts)).toBe(3 + 1 + 1 + 18);
  });
});
