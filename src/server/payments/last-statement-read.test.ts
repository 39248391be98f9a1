import { describe, expect, it } from 'vitest';
import { createLastStatementRead } from './last-statement-read.ts';
import type { ReadStatementResult } from './statement-line.ts';

const read = {
  header: {
    kind: 'header',
    format: 'csv',
    layout: 'hdfc',
    lineNumber: 1,
    columns: {},
  },
  lines: [],
  ignored: [],
  skipped: [],
  linesRead: 1,
} satisfies ReadStatementResult;

const file = new TextEncoder().encode('Date,Narration\n');
const hdfc = { layout: { preset: 'hdfc' as const } };

describe('the last statement read', () => {
  it('hands a preview’s read to the apply of the same file and layout, once', () => {
    const last = createLastStatementRead();
    last.keep(file, hdfc, read);
    expect(last.take(file, hdfc)).toBe(read);
    expect(last.take(file, hdfc)).toBeNull();
  });

  it('reads again for another file, another layout, or after a quarter of an hour', () => {
    let now = 0;
    const last = createLastStatementRead(() => now);
    last.keep(file, hdfc, read);
    expect(last.take(new TextEncoder().encode('Date,Narration\r\n'), hdfc)).toBeNull();
    last.keep(file, hdfc, read);
    expect(last.take(file, { layout: { preset: 'icici' } })).toBeNull();
    expect(last.take(file, {})).toBeNull();
    last.keep(file, hdfc, read);
    now = 15 * 60_000 + 1;
    expect(last.take(file, hdfc)).toBeNull();
  });
});
