import { describe, expect, it } from 'vitest';
import { pdfShowing } from '#server/testing/hand-made-pdf.ts';
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

describe('pdfRows', () => {
  it('reads each credit into its own row and columns, on every page', async () => {
    const table = hdfcTable(200);
    const rows = await rowsOf(pdfRows(await pdfOf(table, hdfc.headerLine)));
    // Each credit in its own row and columns, on every page (the header repeated on each).
    const credits = rows.filter((row) => String(row.cells[1]).startsWith('UPI-'));
    expect(credits.map((row) => row.cells.slice(1, 3))).toEqual(
      table.slice(hdfc.headerLine).map((row) => row.slice(1, 3)),
    );
    expect(credits.map((row) => row.cells[5])).toEqual(
      table.slice(hdfc.headerLine).map((row) => row[5]),
    );
    expect(rows.filter((row) => row.cells[0] === 'Date').length).toBe(5);
    expect(rows.map((row) => row.line)).toEqual(rows.map((_, i) => i + 1));
  }, 30_000);

  it('refuses a PDF damaged after its first pages with a message, not a failure', async () => {
    const bytes = Buffer.from(await pdfOf(hdfcTable(200), hdfc.headerLine));
    bytes.fill(0x20, Math.floor(bytes.length * 0.7), Math.floor(bytes.length * 0.9));
    const refusal = await rowsOf(pdfRows(bytes)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StatementError);
    expect((refusal as Error).message).toMatch(/cannot be read; it may be damaged/);
  }, 30_000);

  it('reads the next PDF after one that stopped PDFium at its memory cap', async () => {
    // A page that unpacks to 200 MB: PDFium stops at its cap (the heap limit, 96 MB here).
    const bomb = pdfShowing('BT /F1 7 Tf 50 300 Td (Date) Tj ET', { padTo: 200 * 2 ** 20 });
    const refusal = await rowsOf(pdfRows(bomb)).catch((error: unknown) => error);
    expect((refusal as Error).message).toMatch(/^The file is too large to read/);
    // The next files are read, or refused for what they are, by a fresh PDFium.
    const rows = await rowsOf(pdfRows(await pdfOf(hdfcTable(10), hdfc.headerLine)));
    expect(rows.filter((row) => String(row.cells[1]).startsWith('UPI-'))).toHaveLength(10);
    const locked = await rowsOf(pdfRows(await passwordPdf())).catch((error: unknown) => error);
    expect((locked as Error).message).toMatch(/^This PDF is protected with a password/);
  }, 30_000);

  it('refuses a scanned PDF and one with a password, saying why', async () => {
    const refused = async (bytes: Uint8Array) =>
      (await rowsOf(pdfRows(bytes)).catch((error: unknown) => error)) as Error;
    expect((await refused(await scannedPdf())).message).toMatch(/^This PDF has no text/);
    expect((await refused(await passwordPdf())).message).toMatch(/^This PDF is protected/);
  }, 30_000);
});
