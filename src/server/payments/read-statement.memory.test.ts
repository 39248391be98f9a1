import { describe, expect, it } from 'vitest';
import { readStatement } from './read-statement.ts';

/** Below the rows a statement may have (MAX_STATEMENT_ROWS, 100,000), with its header rows. */
const LINES = 99_000;

/** An HDFC statement of LINES lines, made as the reader asks for it, counting what it handed over. */
function generatedStatement() {
  const handedOver = { bytes: 0 };
  async function* chunks() {
    const give = (text: string) => {
      const bytes = Buffer.from(text);
      handedOver.bytes += bytes.length;
      return bytes;
    };
    yield give(
      'HDFC BANK Ltd.\r\nDate,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\r\n',
    );
    for (let start = 0; start < LINES; start += 100) {
      let text = '';
      for (let i = start; i < start + 100; i++) {
        const utr = String(400_000_000_000 + i);
        text += `23/11/26,UPI-CUSTOMER ${i}-c${i}@okaxis-UTIB0000123-${utr}-HSRP BOOKING,0000${utr},23/11/26,,"1,699.00","1,23,456.00"\r\n`;
      }
      yield give(text);
    }
  }
  return { handedOver, chunks: chunks() };
}

describe('a large statement', () => {
  it('is read a row at a time: the reader has asked for little of the file when the first lines arrive', async () => {
    const { handedOver, chunks } = generatedStatement();
    let lines = 0;
    let bytesAtLine1000 = 0;
    let lastUtr: string | null = null;
    for await (const entry of readStatement(chunks)) {
      if (entry.kind !== 'line') continue;
      lines++;
      if (lines === 1000) bytesAtLine1000 = handedOver.bytes;
      lastUtr = entry.upiReference;
    }
    expect(lines).toBe(LINES);
    expect(lastUtr).toBe(String(400_000_000_000 + LINES - 1));
    // The whole file is about 14 MB; a reader holding it would have taken it all before line 1000.
    expect(handedOver.bytes).toBeGreaterThan(10_000_000);
    expect(bytesAtLine1000).toBeLessThan(1_000_000);
  }, 60_000);
});
