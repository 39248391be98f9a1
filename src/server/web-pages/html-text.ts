/** Text for HTML element content and quoted attribute values: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON text that cannot end the script element it sits in, nor break a line in old parsers. */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A value as JSON for a `<script type="application/json">` (or ld+json) element. */
export function jsonForScriptElement(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}
