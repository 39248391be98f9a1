import { describe, expect, it } from 'vitest';
import { maskEmail, maskLogFields, maskTail, maskText, maskUrl } from './mask';

describe('maskText', () => {
  it.each([
    ['Mobile: 9876543210', 'Mobile: ******3210'],
    ['call +91 98765 43210 now', 'call ********3210 now'],
    ['call +91-9876543210', 'call ********3210'],
    ['call 98765-43210', 'call ******3210'],
    ['landline 0120 234 5678', 'landline *******5678'],
    ['UTR 412345678901 paid', 'UTR ********8901 paid'],
    ['Transaction number:  UTR4123456789', 'Transaction number:  *********6789'],
    ['txnId=T2611211234ABC', 'txnId=**********4ABC'],
    ['call +919876543210', 'call ********3210'],
    ['mail asha.verma+hsrp@example.co.in', 'mail a***@example.co.in'],
    [
      '"Key (email)=(asha@example.in) already exists"',
      '"Key (email)=(a***@example.in) already exists"',
    ],
  ])('masks %j', (text, masked) => {
    expect(maskText(text)).toBe(masked);
  });

  it.each([
    'Order number: HSRPBOOKING/2026/1121123456',
    'Total paid: ₹1,073 on 2026-11-21 06:00',
    'The transaction number is too long.',
    'WARNING: another booking already carries this transaction number. Check the payment.',
    'reqId req-1a, 3 attempts, pincode 247667',
  ])('leaves %j alone: no personal data in it', (text) => {
    expect(maskText(text)).toBe(text);
  });

  it('keeps links whole, so a logged reset link still works', () => {
    const link = 'https://book.example.in/admin/reset-password?token=ab12345678901234_cd-EF';
    expect(maskText(`Set a new password: ${link}\nfrom asha@example.in`)).toBe(
      `Set a new password: ${link}\nfrom a***@example.in`,
    );
  });

  it('masks inside links when asked to (request URLs)', () => {
    expect(maskText('https://x.in/?q=9876543210', { keepLinks: false })).toBe(
      'https://x.in/?q=******3210',
    );
  });

  it('is idempotent: masking twice changes nothing more', () => {
    const once = maskText('asha@example.in 9876543210 Transaction number: UTR4123456789');
    expect(maskText(once)).toBe(once);
  });
});

describe('maskUrl', () => {
  it('masks query values and path segments, decoded first, keeping the shape', () => {
    expect(maskUrl('/api/admin/bookings?search=98765%2043210&status=CONFIRMED')).toBe(
      '/api/admin/bookings?search=******3210&status=CONFIRMED',
    );
    expect(maskUrl('/api/x/asha%40example.in?e=asha@example.in')).toBe(
      `/api/x/${encodeURIComponent('a***@example.in')}?e=${encodeURIComponent('a***@example.in')}`,
    );
    expect(maskUrl('/api/payment-qr?orderId=HSRPBOOKING%2F2026%2F1121123456')).toBe(
      '/api/payment-qr?orderId=HSRPBOOKING%2F2026%2F1121123456',
    );
  });

  it('survives broken percent-encoding', () => {
    expect(maskUrl('/api/x?q=%E0%A49876543210')).toBe(
      `/api/x?q=${encodeURIComponent('\u00e0\u00a4******3210')}`,
    );
    expect(maskUrl('/api/x?q=%zz+9876543210')).toBe(
      `/api/x?q=${encodeURIComponent('%zz ******3210')}`,
    );
  });
});

describe('maskLogFields', () => {
  it('masks by key where the key tells, by text elsewhere, and walks plain objects', () => {
    const error = new Error('kept as is: serializers handle errors');
    expect(
      maskLogFields({
        password: 'correct-horse-battery',
        headers: { cookie: 'hsrp_admin_session=secret' },
        mailTo: 'asha@example.in',
        phone: '9876543210',
        txnId: 'UTR4123456789',
        booking: { note: 'from 9876543210', tags: ['asha@example.in'] },
        attempts: 3,
        error,
      }),
    ).toEqual({
      password: '[redacted]',
      headers: { cookie: '[redacted]' },
      mailTo: 'a***@example.in',
      phone: '******3210',
      txnId: '*********6789',
      booking: { note: 'from ******3210', tags: ['a***@example.in'] },
      attempts: 3,
      error,
    });
  });
});

describe('maskTail and maskEmail', () => {
  it('hide short values entirely and always keep the mailbox hidden', () => {
    expect(maskTail('12345')).toBe('*****');
    expect(maskTail('123456')).toBe('******');
    expect(maskEmail('a@b.in')).toBe('a***@b.in');
  });
});
