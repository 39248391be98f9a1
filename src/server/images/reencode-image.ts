import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError, keyedError } from '#server/http/http-error.ts';
import type { MessageKey } from '#shared/validation/form-messages.ts';
import { oneAtATime } from './image-queue.ts';

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Raster formats we take, judged from the bytes themselves (never the file name or MIME type).
 * libvips calls AVIF `heif`: of that family only AV1 (AVIF) is taken, as the messages say; HEIC
 * (HEVC) is a format the image library does not decode.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const isAccepted = ({ format, compression }: Metadata) =>
  ACCEPTED_FORMATS.has(format) || (format === 'heif' && compression === 'av1');
/**
 * Refuse decompression bombs: a 1.6 KB WebP may claim 40 megapixels (6300 × 6300), which took
 * most of a second to decode, and a 40000 × 999 PNG 180 MB of memory. 16 megapixels is more than
 * a phone's screenshot (about 3) or photo (usually 12) has; decoding one takes about 64 MB.
 */
export const MAX_INPUT_PIXELS = 16_000_000;
/**
 * Each side too: a 31 KB PNG of 1 × 16,000,000 passes the pixel count but took 4-13 s of CPU to
 * scale (decision 0036). Within 8,000 a side the slowest we found (a 4000 × 4000 interlaced PNG)
 * takes about a second; a phone's photo is at most about 4000 × 3000.
 */
export const MAX_SIDE = 8_000;
/** The work is stopped past this (sharp's own timeout, counted from the decode's start). */
export const IMAGE_TIME_LIMIT_SECONDS = 3;
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
  /**
   * The customer messages for an upload that is no picture or too large (the payment
   * screenshot's), answered by key; without them the words name `subject`.
   */
  keys?: { notAPicture: MessageKey; tooLarge: MessageKey };
}

/**
 * Decodes an upload and writes a fresh image: EXIF (location, device), comments and any bytes
 * hidden after the image data are dropped; orientation is applied and large images scaled down.
 * The header is judged first (format, pixels, sides: no pixel decoded); the decode runs on
 * libuv's threads, one image at a time (image-queue.ts), and is stopped past the time limit.
 */
export async function reencodeImage(
  input: Buffer,
  { subject, output, keys }: ReencodeOptions,
): Promise<ReencodedImage> {
  const notAnImage = keys
    ? keyedError(415, keys.notAPicture)
    : new HttpError(415, `${subject} must be a picture (JPG, PNG, WebP, GIF or AVIF).`);
  if (input.length > MAX_IMAGE_UPLOAD_BYTES) {
    throw keys
      ? keyedError(413, keys.tooLarge)
      : new HttpError(413, `${subject} must be 5 MB or smaller.`);
  }
  // The header only (no pixel is decoded), read without the pixel limit so as to tell its
  // breach apart from a file that is no picture at all.
  const metadata = await sharp(input, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!metadata || !isAccepted(metadata)) throw notAnImage;
  const { width = 0, height = 0 } = metadata;
  // Judged from the header, before a pixel is decoded; sharp's own limit stays as a backstop.
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      `${subject} has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please send a screenshot or a smaller photo.`,
    );
  }
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new HttpError(
      413,
      `${subject} is too long or too wide (at most ${MAX_SIDE.toLocaleString('en-IN')} pixels a side). Please send a screenshot or a smaller photo.`,
    );
  }
  const { data, info } = await oneAtATime(() => encode(input, output)).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && error.message.startsWith('timeout')) {
      throw new HttpError(
        413,
        `${subject} took too long to read. Please send a screenshot or a smaller photo.`,
      );
    }
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

function encode(input: Buffer, output: ReencodeOptions['output']) {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS })
    .rotate()
    .resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded = output === 'png' ? pipeline.png() : pipeline.webp({ quality: 85 });
  return encoded.toBuffer({ resolveWithObject: true });
}
