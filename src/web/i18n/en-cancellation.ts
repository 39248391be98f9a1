import { CANCEL_MESSAGES } from '#shared/refunds/cancel-messages.ts';

/*
 * English of the tracking page's "Cancellation and refund" (issue 37): only the tracking page's
 * chunk imports this (through cancellation-messages.ts), so the customer path carries none of
 * it. The Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enCancellation = {
  /** Asking to cancel: the server's refusals by key, shared/refunds/cancel-messages.ts as it is. */
  cancelMessages: CANCEL_MESSAGES,
  cancellation: {
    title: 'Cancellation and refund',
    cancel: 'Cancel this booking',
    formTitle: 'Ask us to cancel this booking',
    openUntil: 'You can ask to cancel until {when}.',
    reason: 'Reason (optional)',
    reasonHint: 'Tell us why, if you like. At most 500 characters.',
    send: 'Ask to cancel',
    sending: 'Sending…',
    keep: 'Keep my booking',
    requested:
      'You asked to cancel this booking on {when}. Our team will decide soon and tell you by e-mail.',
    approved: 'Your request to cancel was approved: this booking is cancelled.',
    declined: 'Your request to cancel was declined. Our note: {note}',
    refundDue: 'Refund of {amount} due by {day}.',
    refundDueHelp:
      'We pay it back by UPI to the account you paid from. Once we send it, banks usually show a merchant refund within 5–7 working days. A UPI payment that failed is reversed by the next working day (T+1) under RBI rules.',
    refundSent: 'Refund of {amount} sent on {day}, UPI ref {upiRef}.',
    refundSentHelp:
      'Banks usually show it within 5–7 working days. If it has not arrived by then, call us quoting the UPI ref.',
  },
};
