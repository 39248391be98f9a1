import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv.ts';

describe('the tests’ CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n,,last\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['', '', 'last'],
    ]);
    expect(csvRecords(text)[0]).toEqual({ a: 'x, y', b: 'say "hi"', c: 'two\r\nlines' });
  });
});
