import { describe, expect, it } from 'vitest';
import { isSampleEmail, isSamplePhone } from './sample-contacts.ts';

describe('the first-start sample contacts', () => {
  it.each(['098765 43210', '+919876543210', '+91 98765-43210', '9876543210'])(
    'recognise the sample phone written as %s',
    (phone) => expect(isSamplePhone(phone)).toBe(true),
  );

  it.each(['01332 123456', '+911332123456', '98765 43211'])(
    'leave a real phone %s alone',
    (phone) => expect(isSamplePhone(phone)).toBe(false),
  );

  it('recognise the sample e-mail in any case, and only it', () => {
    expect(isSampleEmail(' Support@HSRPPlateBooking.in ')).toBe(true);
    expect(isSampleEmail('support@roorkeeplates.in')).toBe(false);
  });
});
