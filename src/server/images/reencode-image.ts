import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Raster formats we take, judged from the bytes themselves (never the file name or MIME type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** Refuse decompression bombs: a 5 MB file may claim gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
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
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await decoder()
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage;

  const pipeline = decoder().rotate().resize({
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
