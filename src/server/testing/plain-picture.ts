import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A white picture of any size in a small file: at 40 megapixels, a decompression bomb (a 6300 ×
 * 6300 lossless WebP is 38 bytes). Generating one takes about a second.
 */
export function plainPicture(format: 'webp' | 'png', width: number, height: number) {
  const image = sharp({ create: { width, height, channels: 3, background: '#fff' } });
  return format === 'webp'
    ? image.webp({ lossless: true, effort: 0 }).toBuffer()
    : image.toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer();
}

/** Pictures over the 16-megapixel limit that arrive as small files: [name, format, width, height]. */
export const PIXEL_BOMBS = [
  ['a lossless WebP of 6300 × 6300', 'webp', 6300, 6300],
  ['a PNG of 40000 × 999', 'png', 40_000, 999],
] as const;

/**
 * A white greyscale PNG written directly (sharp takes 14 s to make a 1 × 16,000,000 one): the 31 KB
 * picture that once cost seconds of CPU (decision 0036), under the pixel limit but a side of
 * sixteen million.
 */
export function plainPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0; // each row's filter byte: none
  const rows = Buffer.alloc(row.length * height);
  for (let offset = 0; offset < rows.length; offset += row.length) row.copy(rows, offset);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
