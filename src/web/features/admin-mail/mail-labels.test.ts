import { describe, expect, it } from 'vitest';
import { mailKindLabel } from './mail-labels';

describe('the label of a mail kind', () => {
  it.each([
    ['booking-received', 'Booking receipt'],
    ['new-booking-admin', 'Office notice'],
    ['status-changed', 'Status update'],
    ['password-reset', 'Password reset'],
  ])('names %s "%s"', (kind, label) => {
    expect(mailKindLabel(kind)).toBe(label);
  });

  it('shows a kind it does not know as the server sent it', () => {
    expect(mailKindLabel('invoice')).toBe('invoice');
    expect(mailKindLabel('toString')).toBe('toString');
  });
});
