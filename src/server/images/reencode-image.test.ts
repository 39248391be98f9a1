import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { PIXEL_BOMBS, plainPicture } from '../testing/plain-picture';
import { MAX_INPUT_PIXELS, reencodeImage } from './reencode-image';

describe('reencodeImage', () => {
  it.each(PIXEL_BOMBS)(
    'refuses %s with 413 and a message, from its header alone',
    async (_name, format, width, height) => {
      const bomb = await plainPicture(format, width, height);
      expect(bomb.length).toBeLessThan(200_000);
      const refused = await reencodeImage(bomb, {
        subject: 'The payment screenshot',
        output: 'webp',
      }).catch((e) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({
        statusCode: 413,
        message:
          'The payment screenshot has too many pixels (at most 16 megapixels). Please send a screenshot or a smaller photo.',
      });
    },
    30_000,
  );

  it('takes a picture of 16 megapixels, scaled down', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    const photo = await plainPicture('png', side, side);
    const image = await reencodeImage(photo, { subject: 'The QR image', output: 'png' });
    expect(image).toMatchObject({ contentType: 'image/png', width: 2560, height: 2560 });
  }, 30_000);
});
