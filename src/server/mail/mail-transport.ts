import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskEmail, maskText } from '#server/logging/mask.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { CALENDAR_FILE_NAME, calendarMethodOf } from './appointment-calendar.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An .ics file: sent as the mail's text/calendar part, which mail apps offer to add. */
  calendarEvent?: string | null;
}

/** Where the outbox delivers: an SMTP server, or (embedded default) the server log. */
export interface MailTransport {
  /** The status a delivered mail gets. */
  deliveredAs: 'sent' | 'logged';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliveredAs: 'sent',
    async deliver({ to, subject, text, html, calendarEvent }) {
      const icalEvent = calendarEvent
        ? {
            method: calendarMethodOf(calendarEvent),
            filename: CALENDAR_FILE_NAME,
            content: calendarEvent,
          }
        : undefined;
      await transporter.sendMail({ from, to, subject, text, html, icalEvent });
    },
    close: () => transporter.close(),
  };
}

export interface LogTransportOptions {
  /**
   * Also log the mail's one-time links (outside production only): until SMTP is set up in
   * development, the log is how a password-reset link reaches the developer.
   */
  showLinks: boolean;
}

const LINK = /https?:\/\/[^\s<>"'`]+/g;

/**
 * The links that carry a one-time token (the password-reset link), whole: the only ones a
 * reader must follow. Others (tracking, admin search) carry order numbers, so stay out.
 */
function oneTimeLinks(text: string): string[] {
  return (text.match(LINK) ?? []).filter((link) => {
    try {
      return linkTokenOf(new URL(link)) !== '';
    } catch {
      return false;
    }
  });
}

/**
 * Without SMTP a mail is logged as known fields only: the masked recipient and subject and its
 * size. Never its text: names ("Dear Asha Verma"), addresses and registration numbers in free
 * text cannot be masked reliably, so they must not reach the log at all.
 */
export function createLogTransport(
  log: Pick<FastifyBaseLogger, 'info'>,
  { showLinks }: LogTransportOptions = { showLinks: false },
): MailTransport {
  return {
    deliveredAs: 'logged',
    async deliver({ to, subject, text, calendarEvent }) {
      const fields = {
        mailTo: maskEmail(to),
        mailSubject: maskText(subject),
        textChars: text.length,
        ...(calendarEvent ? { withCalendarFile: true } : {}),
        ...(showLinks ? { links: oneTimeLinks(text) } : {}),
      };
      log.info(fields, 'mail logged, not sent (no SMTP_URL)');
    },
    close: () => {},
  };
}
