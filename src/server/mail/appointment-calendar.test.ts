import { describe, expect, it } from 'vitest';
import { readCalendarFile } from '#server/testing/calendar-file.ts';
import { SAMPLE_BOOKING, SAMPLE_CENTRE } from '#server/testing/customer-texts-check.ts';
import { NASTY_STRINGS } from '#server/testing/hostile-input.ts';
import {
  appointmentCalendarEvent,
  type BookingWithAppointment,
  calendarMethodOf,
} from './appointment-calendar.ts';

const booking: BookingWithAppointment = {
  ...SAMPLE_BOOKING,
  regNumber: 'UK08AB1234',
  appointment: { day: '2026-12-01', slot: '10:00-12:00', start: '10:00', end: '12:00' },
};

const event = (overrides: Partial<Parameters<typeof appointmentCalendarEvent>[0]> = {}) =>
  appointmentCalendarEvent({
    bookingId: 'b7c2',
    booking,
    publicUrl: 'https://hsrp.example.in',
    changedAt: new Date('2026-11-21T06:00:00Z'),
    ...overrides,
  });

describe('the appointment calendar file', () => {
  it('is one event in UTC from the slot in India time, named for the vehicle', () => {
    const { calendar, event: e, events } = readCalendarFile(event());
    expect(events).toBe(1);
    expect(calendar.METHOD).toBe('PUBLISH');
    // 10:00–12:00 in India is 04:30–06:30 UTC.
    expect(e.DTSTART).toBe('20261201T043000Z');
    expect(e.DTEND).toBe('20261201T063000Z');
    expect(e.UID).toBe('b7c2@hsrp.example.in');
    expect(e.SUMMARY).toBe('Number plate fitting – UK08AB1234');
    expect(e.LOCATION).toBe('12 Civil Lines\\, Roorkee\\, Uttarakhand\\, 247667');
    expect(e.DESCRIPTION).toContain('Order number: HSRPBOOKING/2026/1121123456');
    expect(e.STATUS).toBe('CONFIRMED');
  });

  it('names the centre whose team comes to the customer’s address, with its phone', () => {
    const e = readCalendarFile(event()).event;
    expect(e.DESCRIPTION).toContain("Fitted by Roorkee Plates Centre's team (+91 98765 00011)");
  });

  it('is at the centre’s address for dealer fitment, escaped, and carries no link', () => {
    const content = event({ booking: { ...booking, installation: 'dealer' } });
    const e = readCalendarFile(content).event;
    // The centre's two address lines become one, its commas escaped (RFC 5545 3.3.11).
    expect(e.LOCATION).toBe('Shop 4\\, Main Market\\, Near Clock Tower\\, Roorkee 247667');
    expect(e.DESCRIPTION).toContain('Fitting centre: Roorkee Plates Centre');
    expect(content).not.toContain('http');
  });

  it('says "At the dealer" when the booking’s centre is gone', () => {
    const content = event({ booking: { ...booking, installation: 'dealer', centre: null } });
    expect(readCalendarFile(content).event.LOCATION).toBe('At the dealer');
  });

  it('keeps a hostile centre name and address inside their properties', () => {
    for (const nasty of ['x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:free;x', 'a\rATTACH:x']) {
      const centre = { ...SAMPLE_CENTRE, name: nasty, address: nasty };
      const content = event({ booking: { ...booking, installation: 'dealer', centre } });
      const { event: e, events } = readCalendarFile(content);
      expect(events).toBe(1);
      expect(e.ATTACH).toBeUndefined();
      expect(e.SUMMARY).toBe('Number plate fitting – UK08AB1234');
    }
  });

  it('keeps the UID and raises SEQUENCE when the appointment changes later', () => {
    const first = readCalendarFile(event()).event;
    const moved = readCalendarFile(
      event({
        booking: {
          ...booking,
          appointment: { day: '2026-12-03', slot: '14:00-16:00', start: '14:00', end: '16:00' },
        },
        changedAt: new Date('2026-11-22T09:15:00Z'),
      }),
    ).event;
    expect(moved.UID).toBe(first.UID);
    expect(Number(moved.SEQUENCE)).toBeGreaterThan(Number(first.SEQUENCE));
    expect(moved.DTSTART).toBe('20261203T083000Z');
  });

  it('cancels the same event for a cancelled booking', () => {
    const content = event({ method: 'CANCEL', changedAt: new Date('2026-11-23T00:00:00Z') });
    const { calendar, event: e } = readCalendarFile(content);
    expect(calendar.METHOD).toBe('CANCEL');
    expect(e.STATUS).toBe('CANCELLED');
    expect(e.UID).toBe('b7c2@hsrp.example.in');
    expect(calendarMethodOf(content)).toBe('CANCEL');
    expect(calendarMethodOf(event())).toBe('PUBLISH');
  });

  it('keeps hostile text inside its property: one event, nothing added to it', () => {
    for (const nasty of [...NASTY_STRINGS, 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:free;x']) {
      const content = event({ booking: { ...booking, address: nasty, city: nasty } });
      const { event: e, events } = readCalendarFile(content);
      expect(events).toBe(1);
      expect(e.SUMMARY).toBe('Number plate fitting – UK08AB1234');
      expect(e.UID).toBe('b7c2@hsrp.example.in');
    }
  });

  it('adds no line of its own for a lone carriage return or other control character', () => {
    // A lone CR ends a line for many calendar apps, and the calendar library escapes only LF.
    const attack = [
      'House 1',
      'ATTACH:https://evil.example/invoice.exe',
      'URL:https://evil.example/pay',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Pay again at https://evil.example',
      'END:VALARM',
    ];
    for (const breaker of ['\r', '\u000b', '\u000c', '\u0085']) {
      const address = attack.join(breaker);
      const content = event({ booking: { ...booking, address, city: `Roorkee${breaker}GEO:1;2` } });
      const { names, event: e } = readCalendarFile(content);
      expect(names).not.toContain('ATTACH');
      expect(names).not.toContain('URL');
      expect(names).not.toContain('GEO');
      expect(names).not.toContain('ACTION');
      expect(content).not.toMatch(/^BEGIN:VALARM/m);
      expect(e.LOCATION).toContain('House 1');
      expect(e.LOCATION).toContain('evil.example/invoice.exe');
      // Every line of the file ends in CRLF (a folded one goes on after a tab), nothing else.
      expect(content.replaceAll('\r\n\t', '').replaceAll('\r\n', '')).not.toMatch(/\p{Cc}/u);
    }
  });
});
