import type { UndeliveredMail } from '#shared/admin/admin-mail.ts';

/** Pending and sending mails are still in the worker's hands; only failed ones need an admin. */
export const MAIL_STATUS_LABELS: Record<UndeliveredMail['status'], string> = {
  failed: 'Failed',
  pending: 'Retrying',
  sending: 'Retrying',
};

export const MAIL_MESSAGES = {
  allDelivered: 'All e-mails have been delivered.',
  /** Without SMTP nothing waits, yet nothing was delivered either. */
  onlyLogged: 'No e-mail is queued: every e-mail so far went only to the server log.',
  loadFailed: 'Failed to load e-mails',
  retryFailed: 'Retry failed',
  notConfigured: 'E-mail is not configured on this server.',
  notConfiguredDetail:
    'Booking receipts, status updates, new-booking notices and password-reset links are only written to the server log: nobody receives them.',
  howToConfigure:
    'To send them, set SMTP_URL (for example smtps://user:password@smtp.example.in:465) and MAIL_FROM in the server’s environment, then restart the server.',
  /** A text channel without its provider: customers get no message that way. */
  whatsappOff:
    'WhatsApp messages are off: set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN, WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET in the server’s environment to send them, then restart the server.',
  smsOff:
    'SMS messages are off: set MSG91_AUTH_KEY (and MSG91_WEBHOOK_TOKEN for delivery reports) in the server’s environment to send them, then restart the server.',
  noBookingNotices:
    'No ADMIN_EMAIL is set, so nobody is e-mailed about new bookings. Set it to the office’s address and restart the server.',
} as const;
