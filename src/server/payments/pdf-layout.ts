/**
 * A PDF's table rebuilt from where its text sits (pdf-rows.ts reads the text with PDFium). A PDF
 * has no rows or cells, only text placed on pages, so: pieces whose baselines match are a line
 * (top to bottom); on a line, gaps wider than a word's part cells. A line of three or more cells
 * with no digits is the table's header row; a line right below it with no digits whose cells sit
 * under its titles is the rest of titles wrapped onto two lines ("Withdrawal" over "Amt (INR)"),
 * joined to them. The lines below the header are cut into cells at its columns (the midpoints
 * between titles), so an empty Debit keeps Credit in its own column. The next header row (the
 * header repeated on the next page, a summary's titles) replaces it.
 */

/** A run of text on a page: where it starts and ends (x), its baseline (y) and its font size. */
export interface TextPiece {
  x: number;
  end: number;
  y: number;
  size: number;
  text: string;
}

interface Cell {
  x: number;
  end: number;
  text: string;
}

interface Line {
  y: number;
  size: number;
  pieces: TextPiece[];
}

/** Pieces closer than this (in font sizes) are words of one cell; wider gaps part columns. */
const CELL_GAP = 0.6;
/** Pieces whose baselines differ by less than this (in font sizes) are on one line. */
const LINE_TOLERANCE = 0.5;
/** A title's second line sits within this (in font sizes) below its first. */
const TITLE_LINE_GAP = 2;

/** The header row's columns, kept from page to page. */
export class PdfTable {
  private header: Cell[] | null = null;

  /** The page's lines as rows of cell texts, in reading order (a title's second line joined). */
  *rowsOf(pieces: TextPiece[]): Generator<string[]> {
    const lines = linesOf(pieces);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      const cells = cellsByGaps(line.pieces);
      if (looksLikeHeader(cells)) {
        const next = lines[i + 1];
        const below = next ? cellsByGaps(next.pieces) : [];
        if (
          next &&
          line.y - next.y <= line.size * TITLE_LINE_GAP &&
          continuesTitles(below, cells)
        ) {
          this.header = joinTitles(cells, below);
          i++;
        } else {
          this.header = cells;
        }
        yield this.header.map((cell) => cell.text);
        continue;
      }
      yield this.header ? cellsByColumns(line.pieces, this.header) : cells.map((c) => c.text);
    }
  }
}

/** The pieces grouped into lines, top of the page first, each line's pieces left to right. */
function linesOf(pieces: TextPiece[]): Line[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const piece of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) <= piece.size * LINE_TOLERANCE) line.pieces.push(piece);
    else lines.push({ y: piece.y, size: piece.size, pieces: [piece] });
  }
  for (const line of lines) line.pieces.sort((a, b) => a.x - b.x);
  return lines;
}

function cellsByGaps(line: TextPiece[]): Cell[] {
  const cells: Cell[] = [];
  for (const piece of line) {
    const cell = cells.at(-1);
    if (cell && piece.x - cell.end < piece.size * CELL_GAP) {
      cell.text += piece.x - cell.end > piece.size * 0.1 ? ` ${piece.text}` : piece.text;
      cell.end = Math.max(cell.end, piece.end);
    } else {
      cells.push({ x: piece.x, end: piece.end, text: piece.text });
    }
  }
  return cells;
}

const isTitle = (cell: Cell) => /\p{L}/u.test(cell.text) && !/\d/.test(cell.text);

/** Column titles: three or more cells, each with a letter and none with a digit. */
function looksLikeHeader(cells: Cell[]): boolean {
  return cells.length >= 3 && cells.every(isTitle);
}

const overlap = (a: Cell, b: Cell) => Math.min(a.end, b.end) - Math.max(a.x, b.x);

/** Titles' second lines: no digits, each under one of the titles above. */
function continuesTitles(below: Cell[], titles: Cell[]): boolean {
  return (
    below.length > 0 &&
    below.every((cell) => isTitle(cell) && titles.some((title) => overlap(title, cell) > 0))
  );
}

function joinTitles(titles: Cell[], below: Cell[]): Cell[] {
  const joined = titles.map((title) => ({ ...title }));
  for (const cell of below) {
    const under = joined.reduce((best, title) =>
      overlap(title, cell) > overlap(best, cell) ? title : best,
    );
    under.text = `${under.text} ${cell.text}`;
    under.x = Math.min(under.x, cell.x);
    under.end = Math.max(under.end, cell.end);
  }
  return joined;
}

/** Each piece goes to the header column its extent overlaps most (by its middle when none). */
function cellsByColumns(line: TextPiece[], header: Cell[]): string[] {
  const bounds = header.map((cell, i) => {
    const before = header[i - 1];
    const after = header[i + 1];
    return {
      left: before ? (before.end + cell.x) / 2 : Number.NEGATIVE_INFINITY,
      right: after ? (cell.end + after.x) / 2 : Number.POSITIVE_INFINITY,
    };
  });
  const texts: string[] = header.map(() => '');
  for (const piece of line) {
    let best = 0;
    let bestScore = -1;
    const middle = (piece.x + piece.end) / 2;
    bounds.forEach(({ left, right }, i) => {
      const shared = Math.min(right, piece.end) - Math.max(left, piece.x);
      const score = shared > 0 ? shared : middle >= left && middle < right ? 0 : -1;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    texts[best] = texts[best] ? `${texts[best]} ${piece.text}` : piece.text;
  }
  return texts;
}
