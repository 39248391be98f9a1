import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/http-error.ts';
import { PIXEL_BOMBS, plainPicture, plainPng } from '#server/testing/plain-picture.ts';
import { IMAGES_WAITING } from './image-queue.ts';
import { MAX_INPUT_PIXELS, reencodeImage } from './reencode-image.ts';

const screenshot = { subject: 'The payment screenshot', output: 'webp' } as const;

describe('reencodeImage', () => {
  it.each(PIXEL_BOMBS)(
    'refuses %s with 413 and a message, from its header alone',
    async (_name, format, width, height) => {
      const bomb = await plainPicture(format, width, height);
      expect(bomb.length).toBeLessThan(200_000);
      const refused = await reencodeImage(bomb, screenshot).catch((e) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({
        statusCode: 413,
        message:
          'The payment screenshot has too many pixels (at most 16 megapixels). Please send a screenshot or a smaller photo.',
      });
    },
    30_000,
  );

  it('refuses a 31 KB PNG of 1 × 16,000,000 from its header: under 16 megapixels, but a side too long', async () => {
    const needle = plainPng(1, 16_000_000);
    expect(needle.length).toBeLessThan(40_000);
    const refused = await reencodeImage(needle, screenshot).catch((e) => e);
    expect(refused).toMatchObject({
      statusCode: 413,
      message:
        'The payment screenshot is too long or too wide (at most 8,000 pixels a side). Please send a screenshot or a smaller photo.',
    });
  }, 30_000);

  it('takes a picture of 16 megapixels, scaled down', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    const photo = await plainPicture('png', side, side);
    const image = await reencodeImage(photo, { subject: 'The QR image', output: 'png' });
    expect(image).toMatchObject({ contentType: 'image/png', width: 2560, height: 2560 });
  }, 30_000);

  it('takes an AVIF screenshot, which the image library calls heif', async () => {
    const avif = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#08c' },
    })
      .avif()
      .toBuffer();
    const image = await reencodeImage(avif, screenshot);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 120, height: 80 });
  });

  it('reads one picture at a time and refuses one more than the line holds with 429', async () => {
    const picture = await plainPicture('png', 400, 300);
    const answers = await Promise.allSettled(
      Array.from({ length: IMAGES_WAITING + 2 }, () => reencodeImage(picture, screenshot)),
    );
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(refused).toEqual([
      expect.objectContaining({
        statusCode: 429,
        message: 'Many pictures are being read right now. Please send yours again in a moment.',
      }),
    ]);
    // The line is free again afterwards.
    await expect(reencodeImage(picture, screenshot)).resolves.toMatchObject({ width: 400 });
  });
});
