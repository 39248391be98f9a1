import { describe, expect, it } from 'vitest';
import { passwordPdf, pdfOf, scannedPdf } from '#server/testing/statement-file-kinds.ts';
import { FIXTURES } from '#server/testing/statement-fixtures.ts';
import { pdfRows } from './pdf-rows.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';

const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
if (!hdfc) throw new Error('no HDFC fixture');

/** The HDFC fixture's header, then `lines` UPI credits of their own: about 48 lines a page. */
function hdfcTable(lines: number): string[][] {
  const head = hdfc?.rows.slice(0, hdfc.headerLine) ?? [];
  const body = Array.from({ length: lines }, (_, i) => {
    const utr = String(400_000_000_000 + i);
    const amount = `${(1_000 + i).toLocaleString('en-IN')}.00`;
    return [
      '23/11/26',
      `UPI-CUSTOMER ${i}-${utr}-HSRP`,
      `0000${utr}`,
      '23/11/26',
      '',
      amount,
      '1.00',
    ];
  });
  return [...head, ...body];
}

async function rowsOf(reading: AsyncGenerator<StatementRow>): Promise<StatementRow[]> {
  const rows: StatementRow[] = [];
  for await (const row of reading) rows.push(row);
  return rows;
}

/** The rows read, or the message of the error that refused them. */
async function outcomeOf(reading: AsyncGenerator<StatementRow>) {
  return rowsOf(reading).then(
    (rows) => ({ rows }),
    (error: unknown) => ({ refused: error instanceof Error ? error.message : String(error) }),
  );
}

const ONE_THREAD = { twoThreadsFromPages: Number.POSITIVE_INFINITY };
const TWO_THREADS = { twoThreadsFromPages: 2 };

describe('pdfRows', () => {
  it('reads the same rows when pdfjs lets its fonts go between pages', async () => {
    const table = hdfcTable(200);
    const bytes = await pdfOf(table, hdfc.headerLine);
    const kept = await rowsOf(pdfRows(bytes, { pagesBetweenCleanups: Number.POSITIVE_INFINITY }));
    const released = await rowsOf(pdfRows(bytes, { pagesBetweenCleanups: 1 }));
    expect(released).toEqual(kept);
    // Each credit in its own row and columns, on every page (the header repeated on each).
    const credits = released.filter((row) => String(row.cells[1]).startsWith('UPI-'));
    expect(credits.map((row) => row.cells.slice(1, 3))).toEqual(
      table.slice(hdfc.headerLine).map((row) => row.slice(1, 3)),
    );
    expect(credits.map((row) => row.cells[5])).toEqual(
      table.slice(hdfc.headerLine).map((row) => row[5]),
    );
    expect(released.filter((row) => row.cells[0] === 'Date').length).toBeGreaterThan(3);
  }, 30_000);

  it('refuses a PDF damaged after its first pages with a message, not a failure', async () => {
    const bytes = Buffer.from(await pdfOf(hdfcTable(200), hdfc.headerLine));
    bytes.fill(0x20, Math.floor(bytes.length * 0.7), Math.floor(bytes.length * 0.9));
    const refusal = await rowsOf(pdfRows(bytes)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StatementError);
    expect((refusal as Error).message).toMatch(/cannot be read; it may be damaged/);
  }, 30_000);

  it('reads the same rows when a second thread reads the second half of the pages', async () => {
    // Five pages, an odd count: the first thread reads three, the second two.
    const table = hdfcTable(200);
    const bytes = await pdfOf(table, hdfc.headerLine);
    const one = await rowsOf(pdfRows(bytes, ONE_THREAD));
    const two = await rowsOf(pdfRows(bytes, TWO_THREADS));
    expect(two).toEqual(one);
    expect(two.map((row) => row.line)).toEqual(two.map((_, i) => i + 1));
    expect(two.filter((row) => row.cells[0] === 'Date').length).toBe(5);
    expect(two.at(-1)?.cells[1]).toBe(table.at(-1)?.[1]);
  }, 30_000);

  it('refuses a PDF damaged in its second half as one thread does', async () => {
    const bytes = await pdfOf(hdfcTable(200), hdfc.headerLine);
    const damaged = Buffer.from(bytes);
    damaged.fill(0x20, Math.floor(damaged.length * 0.7), Math.floor(damaged.length * 0.9));
    const one = await outcomeOf(pdfRows(damaged, ONE_THREAD));
    expect(await outcomeOf(pdfRows(damaged, TWO_THREADS))).toEqual(one);
  }, 30_000);

  it('refuses a scanned or password PDF with two threads as with one', async () => {
    // The scan has two pages: its second is read by the page worker, and has no text either.
    for (const bytes of [await scannedPdf(), await passwordPdf()]) {
      const one = await outcomeOf(pdfRows(bytes, ONE_THREAD));
      expect(one).toHaveProperty('refused');
      expect(await outcomeOf(pdfRows(bytes, TWO_THREADS))).toEqual(one);
    }
  }, 30_000);
});
