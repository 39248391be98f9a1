import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { saveDownload } from './save-download.ts';

/** POST /api/track/link/receipt, saved as a PDF file. */
export function downloadReceiptByLink(token: string, fileName: string): Promise<void> {
  return saveDownload(PUBLIC_API_PATHS.trackReceiptByLink, { token }, 'application/pdf', fileName);
}
