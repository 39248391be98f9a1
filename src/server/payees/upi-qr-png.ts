import QRCode from 'qrcode';
import sharp from 'sharp';
import { createBoundedCache } from '#server/http/bounded-cache.ts';

const WIDTH = 480;
const MARGIN = 2;

/** About 6 KB each: a day's busiest payment pages, in 3 MB at most. */
const cache = createBoundedCache({ maxEntries: 500, maxBytes: 3 * 1024 * 1024 });

/** Codes being drawn now: requests for the same link meanwhile wait for that one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The QR code of a link (the link itself is the key): drawn lately, being drawn, or drawn now
 * once `mayDraw` allows it (it throws to refuse: a rate limit). Twenty requests at once for one
 * order's code draw it once and count once.
 */
export function qrPngOf(text: string, mayDraw: () => Promise<void>): Promise<Buffer> {
  const cached = cache.get(text);
  if (cached) return Promise.resolve(cached);
  let pending = drawing.get(text);
  if (!pending) {
    pending = mayDraw()
      .then(() => drawQrPng(text))
      .finally(() => drawing.delete(text));
    drawing.set(text, pending);
  }
  return pending;
}

/**
 * The QR code of `text` as a 480-pixel PNG, drawn module for module as qrcode's toBuffer draws it
 * (margin 2, error correction M), its PNG written by sharp on libuv's threads: qrcode's own PNG
 * writer held the main thread 30-300 ms a code; a flood froze the server (decision 0036).
 */
async function drawQrPng(text: string): Promise<Buffer> {
  const { size, data } = QRCode.create(text, {}).modules;
  const scale = WIDTH / (size + MARGIN * 2);
  const margin = MARGIN * scale;
  const pixels = Buffer.alloc(WIDTH * WIDTH, 255);
  for (let row = 0; row < WIDTH; row++) {
    if (row < margin || row >= WIDTH - margin) continue;
    const sourceRow = Math.floor((row - margin) / scale) * size;
    for (let column = 0; column < WIDTH; column++) {
      if (column < margin || column >= WIDTH - margin) continue;
      if (data[sourceRow + Math.floor((column - margin) / scale)]) pixels[row * WIDTH + column] = 0;
    }
  }
  const png = await sharp(pixels, { raw: { width: WIDTH, height: WIDTH, channels: 1 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  cache.set(text, png);
  return png;
}
