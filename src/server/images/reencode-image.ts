import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Raster formats we take, judged from the bytes themselves (never the file name or MIME type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/**
 * Refuse decompression bombs: a 1.6 KB WebP may claim 40 megapixels (6300 × 6300), which took
 * most of a second to decode, and a 40000 × 999 PNG 180 MB of memory. 16 megapixels is more than
 * a phone's screenshot (about 3) or photo (usually 12) has; decoding one takes about 64 MB.
 */
export const MAX_INPUT_PIXELS = 16_000_000;
const MAX_DIMENSION = 2560;

export interface ReencodedImage {
  contentType: 'image/webp' | 'image/png';
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  data: Buffer;
}

export interface ReencodeOptions {
  /** How the message names the upload, e.g. "The payment screenshot". */
  subject: string;
  /** WebP for photos and screenshots; PNG keeps QR codes pixel-exact. */
  output: 'webp' | 'png';
}

/**
 * Decodes an upload and writes a fresh image: EXIF (location, device), comments and any bytes
 * hidden after the image data are dropped; orientation is applied and large images scaled down.
 */
export async function reencodeImage(
  input: Buffer,
  { subject, output }: ReencodeOptions,
): Promise<ReencodedImage> {
  const notAnImage = new HttpError(
    415,
    `${subject} must be a picture (JPG, PNG, WebP, GIF or AVIF).`,
  );
  if (input.length > MAX_IMAGE_UPLOAD_BYTES) {
    throw new HttpError(413, `${subject} must be 5 MB or smaller.`);
  }
  // The header only (no pixel is decoded), read without the pixel limit so as to tell its
  // breach apart from a file that is no picture at all.
  const metadata = await sharp(input, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage;
  // Judged from the header, before a pixel is decoded; sharp's own limit stays as a backstop.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      `${subject} has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please send a screenshot or a smaller photo.`,
    );
  }

  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded = output === 'png' ? pipeline.png() : pipeline.webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw notAnImage;
  });
  return {
    contentType: output === 'png' ? 'image/png' : 'image/webp',
    byteSize: data.length,
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  };
}
