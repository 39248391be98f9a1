import PDFDocument from 'pdfkit';
import { type PdfFontName, pdfFonts } from './pdf-fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export const PDF_COLOURS = { text: '#0f172a', muted: '#475569', rule: '#cbd5e1' } as const;
export const PAGE_LEFT = 50;
export const PAGE_WIDTH = 495;

/** A one-page A4 document in the embedded fonts, and its bytes once `doc.end()` is called. */
export function createPdf(info: { Title: string; Author: string }): {
  doc: Pdf;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_LEFT, info });
  const fonts = pdfFonts();
  for (const name of Object.keys(fonts) as PdfFontName[]) doc.registerFont(name, fonts[name]);
  doc.font('regular').fillColor(PDF_COLOURS.text);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type PdfRow = readonly [label: string, value: string, emphasis?: 'bold'];

/**
 * Label and value side by side, one row under the other. Rows of long values (an address) may
 * take a narrower label column, so they wrap onto fewer lines and the document stays one page.
 */
export function writeRows(doc: Pdf, rows: readonly PdfRow[], labelWidth = 180): void {
  doc.fontSize(11);
  for (const [label, value, emphasis] of rows) {
    const y = doc.y;
    doc
      .font('regular')
      .fillColor(PDF_COLOURS.muted)
      .text(label, PAGE_LEFT, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(emphasis === 'bold' ? 'bold' : 'regular')
      .fillColor(PDF_COLOURS.text)
      .text(value, PAGE_LEFT + labelWidth + 10, y, { width: PAGE_WIDTH - labelWidth - 10 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.3);
  }
}

/** A thin line across the page, for a table's head and a total. */
export function writeRule(doc: Pdf, from = PAGE_LEFT, to = PAGE_LEFT + PAGE_WIDTH): void {
  doc.moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(0.5).strokeColor(PDF_COLOURS.rule).stroke();
  doc.moveDown(0.3);
}

export function writeHeading(doc: Pdf, text: string): void {
  doc.font('bold').fontSize(14).fillColor(PDF_COLOURS.text).text(text, PAGE_LEFT).moveDown(0.5);
}

export function writeNote(doc: Pdf, text: string): void {
  doc.font('regular').fontSize(9).fillColor(PDF_COLOURS.muted).text(text, PAGE_LEFT, doc.y, {
    width: PAGE_WIDTH,
  });
}
