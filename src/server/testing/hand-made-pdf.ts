/**
 * PDFs written by hand, byte by byte, for what pdfkit (statement-file-kinds.ts) cannot make: text
 * placed by any operator (a font scaled by its matrix, a TJ array's kerning, text past the page's
 * edge) and a content stream of any size, compressed.
 */
import zlib from 'node:zlib';

/**
 * A one-page PDF (600 × 400 pt) showing `content` with Helvetica as /F1; `padTo` pads the
 * content stream with comment lines to that many bytes, compressed (a small file that PDFium
 * must unpack whole).
 */
export function pdfShowing(content: string, { padTo = 0 } = {}): Uint8Array {
  let stream = Buffer.from(content, 'latin1');
  let filter = '';
  if (padTo > stream.length) {
    const line = `%${'.'.repeat(98)}\n`;
    const padding = line.repeat(Math.ceil((padTo - stream.length) / line.length));
    stream = zlib.deflateSync(Buffer.concat([stream, Buffer.from(`\n${padding}`, 'latin1')]));
    filter = ' /Filter /FlateDecode';
  }
  const parts: Buffer[] = [];
  let length = 0;
  const write = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 400] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ],
    [`<< /Length ${stream.length}${filter} >>\nstream\n`, stream, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ];
  write('%PDF-1.4\n');
  const offsets = objects.map((object, i) => {
    const offset = length;
    write(`${i + 1} 0 obj\n`);
    for (const part of object) write(part);
    write('\nendobj\n');
    return offset;
  });
  const xref = length;
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
