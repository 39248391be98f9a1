import { MAIL_KINDS } from '@shared/mail/mail-kinds';
import { describe, expect, it } from 'vitest';
import { mailKindLabel } from './mail-labels';

describe('the label of a mail kind', () => {
  it.each([
    ['booking-received', 'Booking receipt'],
    ['new-booking-admin', 'Office notice'],
    ['status-changed', 'Status update'],
    ['password-reset', 'Password reset'],
    ['new-lead', 'Movers lead notice'],
  ])('names %s "%s"', (kind, label) => {
    expect(mailKindLabel(kind)).toBe(label);
  });

  it('names every kind the server queues in words, not as the kind itself', () => {
    for (const kind of MAIL_KINDS) expect(mailKindLabel(kind)).not.toBe(kind);
  });

  it('shows a kind it does not know as the server sent it', () => {
    expect(mailKindLabel('invoice')).toBe('invoice');
    expect(mailKindLabel('toString')).toBe('toString');
  });
});
