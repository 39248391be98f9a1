import type { MyDataFormat } from '#shared/personal-data/my-data-schema.ts';
import { PERSONAL_DATA_API_PATHS } from '#shared/personal-data/personal-data-api-paths.ts';
import { saveDownload } from './save-download.ts';

const ACCEPT = { json: 'application/json', html: 'text/html' } as const;

/** POST /api/track/link/my-data: everything kept about the order, saved as JSON or a page. */
export function downloadMyData(token: string, orderId: string, format: MyDataFormat) {
  const fileName = `my-data-${orderId.replace(/[^A-Za-z0-9]+/g, '-')}.${format}`;
  return saveDownload(PERSONAL_DATA_API_PATHS.myData, { token, format }, ACCEPT[format], fileName);
}
