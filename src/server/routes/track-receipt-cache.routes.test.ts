import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { renderReceiptPdf } from '#server/tracking/receipt-pdf.ts';
import { API_PATHS } from '#shared/api-paths.ts';

vi.mock('#server/tracking/receipt-pdf.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/tracking/receipt-pdf.ts')>();
  return { ...actual, renderReceiptPdf: vi.fn(actual.renderReceiptPdf) };
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  vi.mocked(renderReceiptPdf).mockClear();
});
afterEach(async () => {
  await t.close();
});

async function book() {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput(),
  });
  return { orderId: res.json().orderId as string, token: res.json().trackingToken as string };
}

const receipt = (token: string) =>
  t.app.inject({ method: 'POST', url: API_PATHS.trackReceiptByLink, payload: { token } });

describe('receipts by the tracking link', () => {
  it('are drawn once per version of the order, and never answered for another order', async () => {
    const first = await book();
    const second = await book();
    const downloads = await Promise.all(Array.from({ length: 5 }, () => receipt(first.token)));
    for (const res of downloads) expect(res.statusCode).toBe(200);
    expect(vi.mocked(renderReceiptPdf)).toHaveBeenCalledTimes(1);
    expect(downloads[0]?.headers['content-disposition']).toContain(
      first.orderId.replaceAll('/', '-'),
    );

    const other = await receipt(second.token);
    expect(other.rawPayload.equals(downloads[0]?.rawPayload ?? Buffer.alloc(0))).toBe(false);
    expect(vi.mocked(renderReceiptPdf)).toHaveBeenCalledTimes(2);

    // A change to the order (here its name) is a new version: drawn again.
    await t.db.kysely
      .updateTable('bookings')
      .set({ fullName: 'Asha V. Verma', updatedAt: new Date().toISOString() })
      .where('orderId', '=', first.orderId)
      .execute();
    expect((await receipt(first.token)).statusCode).toBe(200);
    expect(vi.mocked(renderReceiptPdf)).toHaveBeenCalledTimes(3);
  }, 30_000);
});
