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
