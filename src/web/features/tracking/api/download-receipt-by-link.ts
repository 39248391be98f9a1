import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * POST /api/track/link/receipt (or /credit-note), saved as a file. A plain link cannot POST, and a GET would put the
 * secret in the URL (and so in the server's request log): the PDF is fetched and handed to the
 * browser as a download.
 */
export async function downloadReceiptByLink(
  token: string,
  fileName: string,
  path: string = PUBLIC_API_PATHS.trackReceiptByLink,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify({ token }),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { message?: unknown }
      | undefined;
    throw new ApiError(
      response.status,
      typeof body?.message === 'string' ? body.message : undefined,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
