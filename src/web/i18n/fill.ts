/**
 * A text with its `{name}` placeholders filled in. Not the library's params(): that replaces with
 * String.replace, which reads `$&` and the like in a value as patterns, and names here come from
 * customers and admins. An unknown placeholder stays as it is.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The text before and after one placeholder, for a link or other element inside a sentence. */
export function splitAt(text: string, placeholder: string): [before: string, after: string] {
  const at = text.indexOf(placeholder);
  if (at < 0) return [text, ''];
  return [text.slice(0, at), text.slice(at + placeholder.length)];
}
