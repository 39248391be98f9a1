/**
 * The properties of an .ics file's calendar and of its one event, lines unfolded (RFC 5545 3.1);
 * `names` lists every property name in the file, in order.
 */
export function readCalendarFile(content: string): {
  calendar: Record<string, string>;
  event: Record<string, string>;
  events: number;
  names: string[];
} {
  // Split where lenient calendar apps do: a lone CR or LF ends a line for them as CRLF does.
  const lines = content.replace(/(?:\r\n|\r|\n)[ \t]/g, '').split(/\r\n|\r|\n/);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  let events = 0;
  const names: string[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      inEvent = true;
      events += 1;
      continue;
    }
    if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0] ?? '';
    names.push(name);
    (inEvent ? event : calendar)[name] ??= line.slice(colon + 1);
  }
  return { calendar, event, events, names };
}
