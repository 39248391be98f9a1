import { COMPLAINT_MESSAGES } from '#shared/complaints/complaint-messages.ts';

/*
 * English of the complaint page (issue 37): only its lazy chunk imports this (through
 * complaint-messages.ts), so the customer path carries none of it. The Hindi is in hi.ts with all
 * the rest, checked by the same Translation type.
 */
export const enComplaints = {
  /** The page's refusals by key: shared/complaints/complaint-messages.ts as it is. */
  complaintMessages: COMPLAINT_MESSAGES,
  complaints: {
    title: 'Complaints',
    intro:
      'Tell us what went wrong. You get a ticket number at once; we reply within 48 hours and resolve your complaint within one month.',
    officer: 'Our grievance officer',
    formTitle: 'Make a complaint',
    name: 'Your name',
    mobile: 'Mobile number',
    mobileHint: '10 digits. We send the ticket number to it.',
    email: 'Email',
    orderNumber: 'Order number (optional)',
    orderNumberHint: 'If it is about an order, e.g. HSRPBOOKING/2026/1121123456.',
    text: 'What happened?',
    send: 'Send complaint',
    sending: 'Sending…',
    sendFailed: 'We could not send your complaint. Please try again, or call us.',
    ticketTitle: 'Your ticket number',
    ticketSaved:
      'Keep this number. We have sent it to you by e-mail and message. We will reply by {acknowledgeBy} and resolve your complaint by {resolveBy}.',
    another: 'Make another complaint',
    checkTitle: 'Check a ticket',
    ticket: 'Ticket number',
    ticketHint: 'As we sent it, e.g. C-2026-00001.',
    check: 'Check ticket',
    checking: 'Checking…',
    checkFailed: 'We could not look up your ticket right now. Please try again.',
    state: 'State',
    open: 'Received: we will reply soon.',
    answered: 'Answered',
    closed: 'Resolved and closed',
    filed: 'Made on',
    resolveBy: 'To be resolved by',
    replies: 'Our replies',
    noReplies: 'No reply yet.',
  },
};
