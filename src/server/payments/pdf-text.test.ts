import { describe, expect, it } from 'vitest';
import { pdfShowing } from '#server/testing/hand-made-pdf.ts';
import { openPdf, pagesText } from './pdf-text.ts';

async function piecesOf(content: string) {
  const document = await openPdf(pdfShowing(content));
  try {
    const pages = [];
    for await (const pieces of pagesText(document)) pages.push(pieces);
    return pages;
  } finally {
    document.destroy();
  }
}

describe('pagesText', () => {
  it('gives each text run its place, its width and the size it is shown at', async () => {
    const [pieces] = await piecesOf(
      [
        // 7 pt three ways: a 7 pt font, a 1 pt font scaled by its matrix, a 3.5 pt one doubled.
        'BT /F1 7 Tf 1 0 0 1 100 300 Tm (Narration) Tj ET',
        'BT /F1 1 Tf 7 0 0 7 50 300 Tm (Date) Tj ET',
        'q 2 0 0 2 0 0 cm BT /F1 3.5 Tf 1 0 0 1 100 150 Tm (Amount  words) Tj ET Q',
      ].join('\n'),
    );
    // In PDFium's reading order, which the layout does not rely on: it sorts by place.
    const rounded = pieces?.map((piece) => ({
      ...piece,
      x: Math.round(piece.x * 10) / 10,
      end: Math.round(piece.end * 10) / 10,
      y: Math.round(piece.y * 10) / 10,
      size: Math.round(piece.size * 10) / 10,
    }));
    // Helvetica's widths: "Narration" is 4,112 thousandths of an em, 28.8 pt at 7 pt.
    expect(rounded?.sort((a, b) => a.x - b.x)).toEqual([
      { x: 50, end: 64.8, y: 300, size: 7, text: 'Date' },
      { x: 100, end: 128.8, y: 300, size: 7, text: 'Narration' },
      { x: 200, end: 246.7, y: 300, size: 7, text: 'Amount words' },
    ]);
  });

  it('parts a run at a gap as wide as a column’s, and leaves out text past the page’s edge', async () => {
    // A kerning of 3 em parts "Wide" from "Gap"; one of 0.3 em is a space between words.
    const [pieces] = await piecesOf(
      [
        'BT /F1 7 Tf 50 280 Td [(Wide) -3000 (Gap) -300 (Narrow)] TJ ET',
        'BT /F1 7 Tf 560 260 Td (Cut off at the edge) Tj ET',
      ].join('\n'),
    );
    expect(pieces?.map((piece) => piece.text)).toEqual(['Wide', 'Gap Narrow', 'Cut off at the']);
  });
});
