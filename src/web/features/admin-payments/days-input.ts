/**
 * A days box's text for the schemas' coercion: a blank box is no number (coerced as is, it would
 * read as 0 days and pass).
 */
export function daysInput(text: string): string | number {
  return text.trim() === '' ? Number.NaN : text;
}
