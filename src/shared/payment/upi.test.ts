import { describe, expect, it } from 'vitest';
import { createUpiPaymentLink, isValidUpiId, UPI_ID_MESSAGE, UPI_ID_PATTERN } from './upi.ts';

describe('a UPI id', () => {
  it.each([
    ['a typical id', 'shop@okaxis'],
    ['dots, hyphens and underscores before the @', 'my.shop-name_1@ybl'],
    ['digits on both sides', '9876543210@paytm'],
    ['an underscore after the @', 'shop@ok_axis'],
    ['2 characters before the @', 'ab@okaxis'],
    ['256 characters before the @', `${'a'.repeat(256)}@okaxis`],
    ['2 characters after the @', 'shop@ok'],
    ['64 characters after the @', `shop@${'b'.repeat(64)}`],
  ])('accepts %s', (_label, id) => {
    expect(UPI_ID_PATTERN.test(id)).toBe(true);
    expect(isValidUpiId(id)).toBe(true);
  });

  it.each([
    ['1 character before the @', 'a@okaxis'],
    ['257 characters before the @', `${'a'.repeat(257)}@okaxis`],
    ['1 character after the @', 'shop@o'],
    ['65 characters after the @', `shop@${'b'.repeat(65)}`],
    ['a dot after the @', 'shop@ok.axis'],
    ['a hyphen after the @', 'shop@ok-axis'],
    ['no @', 'shopokaxis'],
    ['two @', 'shop@ok@axis'],
    ['nothing before the @', '@okaxis'],
    ['nothing after the @', 'shop@'],
    ['a space inside', 'my shop@okaxis'],
    ['a leading space', ' shop@okaxis'],
    ['a trailing space', 'shop@okaxis '],
    ['a plus sign', 'shop+1@okaxis'],
    ['a non-ASCII letter', 'dukān@okaxis'],
    ['only spaces', '   '],
  ])('rejects %s', (_label, id) => {
    expect(UPI_ID_PATTERN.test(id)).toBe(false);
    expect(isValidUpiId(id)).toBe(false);
  });

  it('may be left empty (no UPI id configured)', () => {
    expect(isValidUpiId('')).toBe(true);
    expect(UPI_ID_PATTERN.test('')).toBe(false);
  });

  it('is refused with a message showing what a UPI id looks like', () => {
    expect(UPI_ID_MESSAGE).toBe('Please enter a valid UPI ID (e.g., yourname@bank).');
  });
});

describe('the UPI payment link', () => {
  it('carries the payee, amount in rupees and paise, INR and the order number', () => {
    expect(
      createUpiPaymentLink({
        upiId: 'shop@okaxis',
        payeeName: 'HSRP Plate Booking',
        amount: 699,
        note: 'HSRPBOOKING/2026/1121123456',
      }),
    ).toBe(
      'upi://pay?pa=shop@okaxis&pn=HSRP%20Plate%20Booking&am=699.00&cu=INR&tn=HSRPBOOKING%2F2026%2F1121123456',
    );
  });

  it('shows the amount with exactly two decimals', () => {
    const link = (amount: number) =>
      new URL(createUpiPaymentLink({ upiId: 'shop@okaxis', payeeName: 'P', amount, note: 'N' }));
    expect(link(899).searchParams.get('am')).toBe('899.00');
    expect(link(1234.5).searchParams.get('am')).toBe('1234.50');
    expect(link(0).searchParams.get('am')).toBe('0.00');
  });

  it('keeps characters such as & and # in the payee name and note from breaking the link', () => {
    const url = new URL(
      createUpiPaymentLink({
        upiId: 'shop@okaxis',
        payeeName: 'Plates & Stickers #1',
        amount: 699,
        note: 'a=b&am=1',
      }),
    );
    expect(url.searchParams.get('pn')).toBe('Plates & Stickers #1');
    expect(url.searchParams.get('tn')).toBe('a=b&am=1');
    expect(url.searchParams.getAll('am')).toEqual(['699.00']);
  });
});
