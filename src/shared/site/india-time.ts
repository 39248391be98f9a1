const indiaDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in India (IST, UTC+5:30) as year, month and day strings. */
export function indiaDateParts(at: Date): { year: string; month: string; day: string } {
  const parts = Object.fromEntries(indiaDateFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '' };
}

/** The calendar date in India as YYYY-MM-DD: the business's day for counts and reports. */
export function indiaDay(at: Date): string {
  const { year, month, day } = indiaDateParts(at);
  return `${year}-${month}-${day}`;
}
