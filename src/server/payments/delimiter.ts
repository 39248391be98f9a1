/** The delimiters statements are written with, in the order a tie is settled. */
const DELIMITERS = ['\t', ',', ';', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** Lines looked at: banks put up to 25 lines of account details above the header row. */
const LINES_LOOKED_AT = 60;

/**
 * The delimiter of a text statement from its first lines. The header row decides: it is the
 * line the most fields, and a table's rows repeat its count, so for each delimiter the widest
 * count that at least two lines share wins (a preamble's "Account No : 123" lines have none, and a
 * tab file's "1,23,456.00" amounts give commas that no two lines agree on as often as its tabs).
 * Delimiters inside double quotes do not count. Comma when nothing is delimited.
 */
export function detectDelimiter(firstText: string): Delimiter {
  const lines = firstText.split(/\r?\n/, LINES_LOOKED_AT).filter((line) => line.trim() !== '');
  let best: { delimiter: Delimiter; fields: number } = { delimiter: ',', fields: 1 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const shared = counts.filter(
      (count, i) => count > 0 && (lines.length === 1 || counts.indexOf(count) !== i),
    );
    const widest = Math.max(0, ...shared) + 1;
    if (widest > best.fields) best = { delimiter, fields: widest };
  }
  return best.delimiter;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}
