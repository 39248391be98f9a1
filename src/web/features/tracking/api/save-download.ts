import { ApiError } from '#web/lib/api-client.ts';

/**
 * POSTs `body` as JSON and saves the answer as the file `fileName`. A plain link cannot POST, and
 * a GET would put the tracking link's secret in the URL (and so in the server's request log):
 * the file is fetched and handed to the browser as a download.
 */
export async function saveDownload(
  path: string,
  body: unknown,
  accept: string,
  fileName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => undefined)) as
      | { message?: unknown }
      | undefined;
    throw new ApiError(
      response.status,
      typeof answer?.message === 'string' ? answer.message : undefined,
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
