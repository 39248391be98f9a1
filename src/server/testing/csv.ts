/**
 * Reads CSV as RFC 4180 writes it (quoted fields, doubled quotes, line breaks inside quotes,
 * CRLF), dropping a leading byte-order mark: tests read an export back as a spreadsheet would.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r' && body[i + 1] === '\n') {
      endRow();
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The rows after the header as objects keyed by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
