import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { saveDownload } from './save-download.ts';

/** POST /api/track/link/receipt (or /credit-note), saved as a PDF file. */
export function downloadReceiptByLink(
  token: string,
  fileName: string,
  path: string = PUBLIC_API_PATHS.trackReceiptByLink,
): Promise<void> {
  return saveDownload(path, { token }, 'application/pdf', fileName);
}
