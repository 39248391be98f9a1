import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskEmail, maskText } from '#server/logging/mask.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import type { TextMessagePayload } from '#shared/messaging/text-messages.ts';
import { CALENDAR_FILE_NAME, calendarMethodOf } from './appointment-calendar.ts';

export interface OutgoingMail {
  /** The outbox row's id: a provider that echoes a reference back on its reports gets it. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An .ics file: sent as the mail's text/calendar part, which mail apps offer to add. */
  calendarEvent?: string | null;
  /** A WhatsApp or SMS message's template kind, language and parameters, secret put in. */
  payload?: TextMessagePayload | null;
}

/** What a transport learnt by delivering: the provider's id of the message, if it gave one. */
export interface DeliveryReceipt {
  providerId?: string;
}

/**
 * Where the outbox delivers: an SMTP server, (embedded default) the server log, WhatsApp or SMS.
 * `deliver` throws to fail the attempt: a DeliveryFailure marked permanent is not retried,
 * anything else is (mail/delivery-failure).
 */
export interface MailTransport {
  /** The status a delivered mail gets. */
  deliveredAs: 'sent' | 'logged';
  /**
   * At most this many of its messages in flight at once (the worker's concurrency otherwise):
   * an SMTP service limits its connections; WhatsApp takes far more at once (docs/capacity.md).
   */
  maxInFlight?: number;
  deliver(mail: OutgoingMail): Promise<DeliveryReceipt | undefined>;
  close(): void;
}

/** Mails in flight at once, as before text messages came (docs/capacity.md). */
export const SMTP_IN_FLIGHT = 4;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliveredAs: 'sent',
    maxInFlight: SMTP_IN_FLIGHT,
    async deliver({ to, subject, text, html, calendarEvent }) {
      const icalEvent = calendarEvent
        ? {
            method: calendarMethodOf(calendarEvent),
            filename: CALENDAR_FILE_NAME,
            content: calendarEvent,
          }
        : undefined;
      await transporter.sendMail({ from, to, subject, text, html, icalEvent });
      return undefined;
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
      return undefined;
    },
    close: () => {},
  };
}
