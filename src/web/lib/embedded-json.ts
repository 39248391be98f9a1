/**
 * The value the server wrote into a `<script type="application/json">` of the page (see the
 * server's web-app routes); null when the page holds none (the Vite dev server) or it does not parse.
 */
export function parseEmbeddedJson(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}
