/** The properties of an .ics file's calendar and of its one event, lines unfolded (RFC 5545 3.1). */
export function readCalendarFile(content: string): {
  calendar: Record<string, string>;
  event: Record<string, string>;
  events: number;
} {
  const lines = content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  let events = 0;
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
    (inEvent ? event : calendar)[name] ??= line.slice(colon + 1);
  }
  return { calendar, event, events };
}
