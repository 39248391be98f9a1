import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import type { BookingWithAppointment } from '../appointment-calendar.ts';
import { bilingualAppointment } from './appointment-text.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** Who moved an appointment, as the customer reads it: "we" (staff) or "you". */
export type MovedBy = 'customer' | 'staff';

const MOVED_NEWS = {
  staff: {
    en: 'We moved your number plate fitting appointment.',
    hi: 'हमने आपकी नंबर प्लेट फिटिंग का समय बदल दिया है।',
  },
  customer: {
    en: 'You moved your number plate fitting appointment.',
    hi: 'आपने अपनी नंबर प्लेट फिटिंग का समय बदल दिया है।',
  },
} as const satisfies Record<MovedBy, { en: string; hi: string }>;

const READY = {
  en: 'Please keep the vehicle and its registration certificate (RC) ready.',
  hi: 'कृपया वाहन और उसका रजिस्ट्रेशन सर्टिफिकेट (RC) तैयार रखें।',
};

const FOLLOW = { en: 'Follow your order', hi: 'अपना ऑर्डर देखें' };

function questions(site: SiteInfo) {
  return {
    en: `Questions? Call or WhatsApp us ${site.supportHours}, quoting your order number.`,
    hi: `कोई सवाल? हमें कॉल या WhatsApp करें (${site.supportHours}) और अपना ऑर्डर नंबर बताएँ।`,
  };
}

/** A customer mail about the appointment: news, the appointment, a hint, in English and Hindi. */
function appointmentMail(
  subject: string,
  booking: BookingWithAppointment,
  news: { en: string; hi: string },
  extra: { en: string; hi: string }[],
  site: SiteInfo,
  trackUrl: string,
): MailContent {
  const fitting = bilingualAppointment(booking.appointment, booking.installation);
  const notes = [...extra, READY, questions(site)];
  const text = [
    `Dear ${booking.fullName},`,
    '',
    news.en,
    news.hi,
    '',
    ...fitting.lines,
    '',
    ...notes.flatMap((note) => [note.en, note.hi, '']),
    `Order number / ऑर्डर नंबर: ${booking.orderId}`,
    `${FOLLOW.en} / ${FOLLOW.hi}: ${trackUrl}`,
    '',
    textFooter(site),
  ].join('\n');
  const body = html`<p>Dear ${booking.fullName},</p>
<p>${news.en}<br><span lang="hi">${news.hi}</span></p>
<p>${fitting.html}</p>
${notes.map((note) => html`<p>${note.en}<br><span lang="hi">${note.hi}</span></p>`)}
<p>Order number / ऑर्डर नंबर: <strong>${booking.orderId}</strong></p>
<p><a href="${trackUrl}" style="color:#1d4ed8">${FOLLOW.en} / ${FOLLOW.hi}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}

/** To the customer when their appointment moved: the new time, and the one it replaces. */
export function appointmentMovedMail(
  booking: BookingWithAppointment,
  previous: BookingAppointment | null,
  by: MovedBy,
  site: SiteInfo,
  trackUrl: string,
): MailContent {
  const subject = `Fitting appointment moved / फिटिंग का समय बदला: ${booking.orderId}`;
  const was = previous
    ? [
        {
          en: `It was: ${formatAppointment(previous, 'en')}.`,
          hi: `पहले: ${formatAppointment(previous, 'hi')}।`,
        },
      ]
    : [];
  return appointmentMail(subject, booking, MOVED_NEWS[by], was, site, trackUrl);
}

const REMINDER_NEWS = {
  en: 'A reminder: your number plate fitting is tomorrow.',
  hi: 'याद दिला दें: आपकी नंबर प्लेट फिटिंग कल है।',
};

/** To the customer the day before the fitting. */
export function appointmentReminderMail(
  booking: BookingWithAppointment,
  site: SiteInfo,
  trackUrl: string,
): MailContent {
  const subject = `Your plate fitting is tomorrow / आपकी प्लेट फिटिंग कल है: ${booking.orderId}`;
  return appointmentMail(subject, booking, REMINDER_NEWS, [], site, trackUrl);
}
