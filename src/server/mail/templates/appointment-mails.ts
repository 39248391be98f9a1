import { customerTexts, fillText, supportHoursIn } from '#server/catalogues/customer-texts.ts';
import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import type { Locale } from '#shared/site/locale.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import type { BookingWithAppointment } from '../appointment-calendar.ts';
import { appointmentLine, centreLines, orderNumberLine } from './customer-mail-parts.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** Who moved an appointment, as the customer reads it: "we" (staff) or "you". */
export type MovedBy = 'customer' | 'staff';

/** A customer mail about the appointment, in their language: news, the appointment, hints. */
function appointmentMail(
  subject: string,
  booking: BookingWithAppointment,
  paragraphs: { news: string; extra: string[] },
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const texts = customerTexts(locale);
  const dear = fillText(texts.mail.dear, { name: booking.fullName });
  const fitting = appointmentLine(texts, locale, booking.appointment, booking.installation);
  const centre = centreLines(texts, booking);
  const questions = fillText(texts.mail.questions, { hours: supportHoursIn(texts, site) });
  const notes = [...paragraphs.extra, texts.appointment.ready, questions];
  const text = [
    dear,
    '',
    paragraphs.news,
    '',
    fitting,
    ...centre.text,
    '',
    ...notes.flatMap((note) => [note, '']),
    orderNumberLine(texts, booking.orderId),
    `${texts.mail.followOrder}: ${trackUrl}`,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p>
<p>${paragraphs.news}</p>
<p><strong>${fitting}</strong></p>
${centre.html}
${notes.map((note) => html`<p>${note}</p>`)}
<p>${texts.mail.orderNumber}: <strong>${booking.orderId}</strong></p>
<p><a href="${trackUrl}" style="color:#1d4ed8">${texts.mail.followOrder}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}

/** To the customer when their appointment moved: the new time, and the one it replaces. */
export function appointmentMovedMail(
  booking: BookingWithAppointment,
  previous: BookingAppointment | null,
  by: MovedBy,
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const t = customerTexts(locale).appointment;
  const subject = fillText(t.movedSubject, { orderId: booking.orderId });
  const news = by === 'staff' ? t.movedByStaff : t.movedByCustomer;
  const was = previous ? [fillText(t.wasAt, { when: formatAppointment(previous, locale) })] : [];
  return appointmentMail(subject, booking, { news, extra: was }, site, trackUrl, locale);
}

/** To the customer the day before the fitting. */
export function appointmentReminderMail(
  booking: BookingWithAppointment,
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const t = customerTexts(locale).appointment;
  const subject = fillText(t.reminderSubject, { orderId: booking.orderId });
  return appointmentMail(subject, booking, { news: t.reminder, extra: [] }, site, trackUrl, locale);
}
