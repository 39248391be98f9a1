import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/http-error.ts';
import { pdfShowing } from '#server/testing/hand-made-pdf.ts';
import {
  pdfOf,
  xlsOf,
  xlsxNamingRow,
  xlsxReachingColumnXfd,
} from '#server/testing/statement-file-kinds.ts';
import { htmlTableOf, tabTextOf } from '#server/testing/statement-fixtures/files.ts';
import { csvOf, FIXTURES, xlsxOf } from '#server/testing/statement-fixtures.ts';
import { readWholeStatement } from './read-statement.ts';
import {
  readStatementFile,
  STATEMENT_READ_LIMITS,
  statementWorkerOptions,
} from './read-statement-file.ts';
import { StatementError } from './statement-error.ts';

const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
if (!hdfc) throw new Error('no HDFC fixture');

/** An HDFC statement of `lines` lines as CSV (about 150 bytes a line). */
function bigCsv(lines: number): Buffer {
  return csvOf(bigTable(lines));
}

/** An HDFC statement's rows, `lines` UPI credits under the fixture's header. */
function bigTable(lines: number): (string | number)[][] {
  const head = hdfc?.rows.slice(0, hdfc.headerLine) ?? [];
  const body = Array.from({ length: lines }, (_, i) => {
    const utr = String(400_000_000_000 + i);
    return [
      '23/11/26',
      `UPI-CUSTOMER ${i}-c${i}@okaxis-UTIB0000123-${utr}-HSRP BOOKING`,
      `0000${utr}`,
      '23/11/26',
      '',
      '1,699.00',
      '1,23,456.00',
    ];
  });
  return [...head, ...body];
}

/** The threads of this process (the main one, Node's own, and every worker's). */
const threads = () => fs.readdirSync('/proc/self/task').length;

/** The thread count once it has stopped falling (an ended worker's thread exits a moment later). */
async function settledThreads(): Promise<number> {
  let count = threads();
  for (let waited = 0; waited < 3_000; waited += 100) {
    await sleep(100);
    const now = threads();
    if (now === count) return now;
    count = now;
  }
  return count;
}

async function refusal(reading: Promise<unknown>): Promise<StatementError> {
  const error = await reading.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('readStatementFile', () => {
  it('reads every kind of file in a worker thread, each told by its content', async () => {
    const rows = hdfc.rows;
    const expected = await readWholeStatement(csvOf(rows), { layout: { preset: 'hdfc' } });
    const files: [string, Buffer][] = [
      ['csv', csvOf(rows)],
      ['csv', tabTextOf(rows)],
      ['html', htmlTableOf(rows)],
      ['xls', xlsOf(rows)],
      ['xlsx', await xlsxOf(rows)],
      ['pdf', await pdfOf(rows, hdfc.headerLine)],
    ];
    for (const [format, bytes] of files) {
      const read = await readStatementFile(bytes, { layout: { preset: 'hdfc' } });
      expect(read.header.format, format).toBe(format);
      expect(read.header.layout).toBe('hdfc');
      expect(
        read.lines.map((line) => [line.date, line.amountPaise, line.direction, line.upiReference]),
        format,
      ).toEqual(
        expected.lines.map((line) => [
          line.date,
          line.amountPaise,
          line.direction,
          line.upiReference,
        ]),
      );
    }
  }, 60_000);

  it('keeps the refusal’s message and place', async () => {
    const rows = hdfc.rows.map((row) => [...row]);
    const first = rows[hdfc.headerLine];
    if (first) first[5] = '12.3.4';
    const error = await refusal(readStatementFile(csvOf(rows), { layout: { preset: 'hdfc' } }));
    const direct = await refusal(readWholeStatement(csvOf(rows), { layout: { preset: 'hdfc' } }));
    expect(error.message).toBe(direct.message);
    expect({ line: error.line, column: error.column, letter: error.columnLetter }).toEqual({
      line: direct.line,
      column: direct.column,
      letter: direct.columnLetter,
    });
    expect(error.line).toBeGreaterThan(0);
  });

  it('refuses the crafted spreadsheets that once froze the site, and answers the rest', async () => {
    const xfd = await refusal(readStatementFile(xlsxReachingColumnXfd(20_000)));
    expect(xfd.message).toMatch(/^Line 1: a value in column XFD/);
    // A row 4,000,000 costs one row: the file is read and refused as no statement.
    const far = await refusal(readStatementFile(await xlsxNamingRow(4_000_000)));
    expect(far.message).toMatch(/not a bank statement/);
  }, 30_000);

  it('stops a read that takes longer than its time', async () => {
    const error = await refusal(
      readStatementFile(bigCsv(20_000), {}, { ...STATEMENT_READ_LIMITS, timeMs: 1 }),
    );
    expect(error.message).toBe(
      'The file took too long to read (more than 0 seconds), so it was stopped. Please download a shorter period from the bank, or the statement as CSV.',
    );
  });

  it('stops a long PDF’s read while PDFium is reading, leaving no thread behind', async () => {
    // 10,000 lines, 213 pages: about a second of PDFium's WebAssembly even on a quiet machine.
    const bigPdf = await pdfOf(bigTable(10_000), hdfc.headerLine);
    await readStatementFile(await pdfOf(hdfc.rows, hdfc.headerLine)); // Node's own threads started
    const before = await settledThreads();
    const limits = { ...STATEMENT_READ_LIMITS, timeMs: 300 };
    const started = performance.now();
    const error = await refusal(readStatementFile(bigPdf, {}, limits));
    expect(error.message).toMatch(/^The file took too long to read/);
    // Answered at the limit, not when the read would have ended.
    expect(performance.now() - started).toBeLessThan(1_000);
    // At most as many as before: other test files share this process, and a thread of theirs
    // (a checkpointer, the thread pool) may end meanwhile; a reader left running would add one.
    expect(await settledThreads()).toBeLessThanOrEqual(before);
  }, 60_000);

  it('refuses a PDF that needs more of PDFium’s memory than the heap limit allows', async () => {
    // 700 KB that unpack to a 200 MB page: PDFium's memory is outside the thread's V8 heap,
    // and without its cap would have taken the 200 MB (the file then refused only for its text).
    const bomb = pdfShowing('BT /F1 7 Tf 50 300 Td (Date) Tj ET', { padTo: 200 * 2 ** 20 });
    expect(bomb.length).toBeLessThan(1_000_000);
    const error = await refusal(readStatementFile(bomb));
    expect(error.message).toMatch(/^The file is too large to read/);
    // A page that fits is read as before: a content stream of 10 MB.
    const fits = pdfShowing('BT /F1 7 Tf 50 300 Td (Date) Tj ET', { padTo: 10 * 2 ** 20 });
    expect((await refusal(readStatementFile(fits))).message).toMatch(/^This file is not a bank/);
  }, 60_000);

  it('stops a read that needs more memory than its heap', async () => {
    const limits = { ...STATEMENT_READ_LIMITS, heapMb: 48, timeMs: 60_000 };
    const hdfcLayout = { layout: { preset: 'hdfc' as const } };
    await expect(readStatementFile(bigCsv(1_000), hdfcLayout, limits)).resolves.toMatchObject({
      lines: expect.arrayContaining([expect.objectContaining({ upiReference: '400000000999' })]),
    });
    // 120,000 lines read whole take well over 100 MB; the worker has 48.
    const error = await refusal(readStatementFile(bigCsv(120_000), hdfcLayout, limits));
    expect(error.message).toMatch(/^The file is too large to read/);
  }, 90_000);

  it('starts the worker without the server’s flags (source maps, tsx), which would take its heap', () => {
    // `npm start` runs the server with --enable-source-maps; a worker that kept the flag parsed
    // pdfjs's own source maps at its first stack (a 10,000-line PDF: 50 → 135 MB of heap).
    // (pdfjs read PDFs until decision 0031's last measure; any bundled package's maps would do.)
    const input = { bytes: new Uint8Array(), options: {} };
    const options = statementWorkerOptions(input, new ArrayBuffer(0), STATEMENT_READ_LIMITS);
    expect(options.execArgv).toEqual([]);
  });

  it('reads only so many files at once, refusing one more with a 429', async () => {
    const limits = { ...STATEMENT_READ_LIMITS, concurrent: 2 };
    const bytes = csvOf(hdfc.rows);
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => readStatementFile(bytes, {}, limits)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const [, , third] = outcomes;
    expect(third?.status === 'rejected' && third.reason).toBeInstanceOf(HttpError);
    expect(third?.status === 'rejected' && (third.reason as HttpError).statusCode).toBe(429);
    // Once they are done, the next is read.
    await expect(readStatementFile(bytes, {}, limits)).resolves.toMatchObject({
      header: { layout: 'hdfc' },
    });
  }, 30_000);
});
