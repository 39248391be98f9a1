/** "?a=1&b=2" for an API query, leaving out the empty values as the API asks ("" for none). */
export function toQueryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
