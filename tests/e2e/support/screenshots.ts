import sharp from 'sharp';

/** A small PNG standing in for a UPI app's payment confirmation screenshot. */
export function paymentScreenshot(): Promise<Buffer> {
  return sharp({ create: { width: 360, height: 640, channels: 3, background: '#e8f5e9' } })
    .png()
    .toBuffer();
}
