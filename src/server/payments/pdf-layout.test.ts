import { describe, expect, it } from 'vitest';
import { PdfTable, type TextPiece } from './pdf-layout.ts';

/** Pieces of one line at baseline `y`, 8 pt text, each [text, x, end]. */
const line = (y: number, ...cells: [string, number, number][]): TextPiece[] =>
  cells.map(([text, x, end]) => ({ text, x, end, y, size: 8 }));

const rowsOf = (table: PdfTable, pieces: TextPiece[]) => [...table.rowsOf(pieces)];

describe('PdfTable', () => {
  const titles = line(
    500,
    ['Date', 30, 48],
    ['Narration', 90, 126],
    ['Withdrawal', 300, 342],
    ['Deposit', 380, 408],
    ['Closing', 450, 478],
  );
  const titlesBelow = line(491, ['Amt.', 300, 316], ['Amt.', 380, 396], ['Balance', 450, 480]);
  const credit = line(
    478,
    ['23/11/26', 30, 62],
    ['UPI-RAHUL-412398765432', 90, 190],
    ['1,699.00', 376, 408],
    ['1,23,456.00', 436, 480],
  );

  it('joins titles wrapped onto two lines, and lines the rows up under them', () => {
    expect(rowsOf(new PdfTable(), [...credit, ...titlesBelow, ...titles])).toEqual([
      ['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['23/11/26', 'UPI-RAHUL-412398765432', '', '1,699.00', '1,23,456.00'],
    ]);
  });

  it('keeps the columns for the next page, and takes the header again where it is repeated', () => {
    const table = new PdfTable();
    rowsOf(table, [...titles, ...titlesBelow]);
    const debit = line(700, ['24/11/26', 30, 62], ['NEFT, MUM', 90, 130], ['500.00', 318, 342]);
    expect(rowsOf(table, debit)).toEqual([['24/11/26', 'NEFT, MUM', '500.00', '', '']]);
  });

  it('does not join a line with digits or text under no title to the titles', () => {
    const note = line(491, ['Amounts in', 200, 240], ['INR', 245, 258]);
    expect(rowsOf(new PdfTable(), [...titles, ...note])[0]).toEqual([
      'Date',
      'Narration',
      'Withdrawal',
      'Deposit',
      'Closing',
    ]);
    expect(rowsOf(new PdfTable(), [...titles, ...credit.map((p) => ({ ...p, y: 491 }))])).toEqual([
      ['Date', 'Narration', 'Withdrawal', 'Deposit', 'Closing'],
      ['23/11/26', 'UPI-RAHUL-412398765432', '', '1,699.00', '1,23,456.00'],
    ]);
  });

  it('parts cells by gaps before any header, and keeps words of one cell together', () => {
    const preamble = line(
      800,
      ['Account', 30, 60],
      ['Number', 62, 90],
      [':', 92, 94],
      ['0001', 200, 220],
    );
    expect(rowsOf(new PdfTable(), preamble)).toEqual([['Account Number :', '0001']]);
  });
});
