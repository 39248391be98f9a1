import type { BookingWithAppointment } from '#server/mail/appointment-calendar.ts';
import {
  appointmentMovedMail,
  appointmentReminderMail,
} from '#server/mail/templates/appointment-mails.ts';
import { bookingReceivedMail, statusChangedMail } from '#server/mail/templates/booking-mails.ts';
import { holdLapsedMail } from '#server/mail/templates/hold-mails.ts';
import type { MailContent } from '#server/mail/templates/mail-layout.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { Locale } from '#shared/site/locale.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { SAMPLE_BOOKING } from './customer-texts-check.ts';

export const MAIL_LINKS = {
  track: 'https://hsrp.test/track/l/secret',
  bookAgain: 'https://hsrp.test/bookyourservice',
};

/** 28 Nov 2026, 6:00 pm India time: a Saturday. */
export const HOLD_UNTIL = '2026-11-28T12:30:00.000Z';

const withStatus = (
  status: FittedBooking['status'],
  changes: Partial<FittedBooking> = {},
): FittedBooking => ({
  ...SAMPLE_BOOKING,
  ...changes,
  status,
});

/**
 * Every mail a customer gets, each way it can be written, in `locale`: a test that reads them
 * all sees each text of the catalogue that a mail uses.
 */
export function everyCustomerMail(locale: Locale): Record<string, MailContent | undefined> {
  const site = DEFAULT_SITE_INFO;
  const { track, bookAgain } = MAIL_LINKS;
  const submitted = withStatus('PAYMENT_SUBMITTED');
  const before = { appointment: null };
  const sticker = { service: 'ONLY_COLOR_STICKERS' } as const;
  const fitted = SAMPLE_BOOKING as BookingWithAppointment;
  const previous = { day: '2026-12-01', slot: '14:00-16:00', start: '14:00', end: '16:00' };
  return {
    'booking received': bookingReceivedMail(submitted, site, track, HOLD_UNTIL, locale),
    'booking received, made before appointments': bookingReceivedMail(
      withStatus('PAYMENT_SUBMITTED', { ...before, installation: 'dealer' }),
      site,
      track,
      null,
      locale,
    ),
    'confirmed, with its appointment': statusChangedMail(
      withStatus('CONFIRMED'),
      site,
      track,
      locale,
    ),
    'confirmed, fitted at the centre': statusChangedMail(
      withStatus('CONFIRMED', { installation: 'dealer' }),
      site,
      track,
      locale,
    ),
    'confirmed, made before appointments': statusChangedMail(
      withStatus('CONFIRMED', before),
      site,
      track,
      locale,
    ),
    'fulfilled, plates': statusChangedMail(withStatus('FULFILLED'), site, track, locale),
    'fulfilled, sticker': statusChangedMail(withStatus('FULFILLED', sticker), site, track, locale),
    cancelled: statusChangedMail(withStatus('CANCELLED'), site, track, locale),
    'appointment moved by staff': appointmentMovedMail(
      fitted,
      previous,
      'staff',
      site,
      track,
      locale,
    ),
    'appointment moved by the customer': appointmentMovedMail(
      fitted,
      null,
      'customer',
      site,
      track,
      locale,
    ),
    'appointment reminder': appointmentReminderMail(fitted, site, track, locale),
    'appointment reminder, at the centre': appointmentReminderMail(
      { ...fitted, installation: 'dealer' },
      site,
      track,
      locale,
    ),
    'hold lapsed': holdLapsedMail(
      withStatus('CANCELLED'),
      HOLD_UNTIL,
      site,
      { track, bookAgain },
      locale,
    ),
  };
}
