import { createHash } from 'node:crypto';
import { createBoundedCache } from '#server/http/bounded-cache.ts';
import { type ReceiptContent, renderReceiptPdf } from './receipt-pdf.ts';

/** About 4 KB a receipt: the orders of a busy week, in 16 MB at most. */
const cache = createBoundedCache({ maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 });
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The receipt's PDF, drawn once per version of what it shows. pdfkit draws on the main thread, and
 * a flood of downloads of one receipt kept `/healthz` waiting up to 1.5 s (decision 0036). The key
 * is a hash of everything the PDF is drawn from (the order as stored now, its invoice, the site's
 * details), so it can never answer another order's receipt, nor an older version of this one;
 * downloads that arrive while it is being drawn wait for that one drawing.
 */
export function receiptPdfOf(content: ReceiptContent): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = drawing.get(key);
  if (!pending) {
    pending = renderReceiptPdf(content)
      .then((pdf) => {
        cache.set(key, pdf);
        return pdf;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
