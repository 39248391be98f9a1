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
