import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutForLog,
  MAX_LOGGED_CHARS,
  MAX_LOGGED_URL_CHARS,
  maskEmail,
  maskLogFields,
  maskName,
  maskTail,
  maskText,
  maskUrl,
} from './mask.ts';

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
    ['Order number: HSRPBOOKING/2026/1121123456', 'Order number: HSRPBOOKING/2026/******3456'],
    ['Registration number: UK08AB1234', 'Registration number: ******1234'],
    ['Key (reg_number)=(MH 12 DE 1433)', 'Key (reg_number)=(******1433)'],
    ['vehicles ka-01-hh-1234, 22 BH 1234 AA', 'vehicles ******1234, ******34AA'],
  ])('masks %j', (text, masked) => {
    expect(maskText(text)).toBe(masked);
  });

  it.each([
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
  it('hides the token in the delivery-report address, whatever it looks like', () => {
    const token = 'k3Yq_9xVbT2mZr8LwPc4nHs6dFj1aGe0';
    expect(maskUrl(`/webhooks/msg91/${token}`)).toBe('/webhooks/msg91/[redacted]');
    expect(maskUrl(`/webhooks/msg91/${token}?x=1`)).toBe('/webhooks/msg91/[redacted]?x=1');
    expect(maskUrl('/webhooks/whatsapp?hub.verify_token=abc')).toBe(
      `/webhooks/whatsapp?hub.verify_token=${encodeURIComponent('[redacted]')}`,
    );
  });

  it('masks query values and path segments, decoded first, keeping the shape', () => {
    expect(maskUrl('/api/admin/bookings?search=98765%2043210&status=CONFIRMED')).toBe(
      '/api/admin/bookings?search=*******3210&status=CONFIRMED',
    );
    expect(maskUrl('/api/x/asha%40example.in?e=asha@example.in')).toBe(
      `/api/x/${encodeURIComponent('a***@example.in')}?e=${encodeURIComponent('a***@example.in')}`,
    );
  });

  it('masks order and registration numbers, searches and names in query values', () => {
    expect(
      maskUrl('/api/track/receipt?orderId=HSRPBOOKING%2F2026%2F1121123456&regNumber=UK08AB1234'),
    ).toBe('/api/track/receipt?orderId=HSRPBOOKING%2F2026%2F******3456&regNumber=******1234');
    // A search may be a name, which no pattern can recognise: its key says to hide it, and a
    // search without digits keeps only its first letter, as a name does.
    expect(maskUrl('/api/admin/bookings?search=Asha+Verma&q=UK08')).toBe(
      `/api/admin/bookings?search=${encodeURIComponent('A***')}&q=****`,
    );
    expect(maskUrl('/api/x?name=Asha%20Verma&token=ab12cd34ef')).toBe(
      `/api/x?name=${encodeURIComponent('A***')}&token=${encodeURIComponent('[redacted]')}`,
    );
  });

  it('survives broken percent-encoding', () => {
    expect(maskUrl('/api/x?x=%E0%A49876543210')).toBe(
      `/api/x?x=${encodeURIComponent('\u00e0\u00a4******3210')}`,
    );
    expect(maskUrl('/api/x?x=%zz+9876543210')).toBe(
      `/api/x?x=${encodeURIComponent('%zz ******3210')}`,
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
        fullName: 'Asha Verma',
        regNumber: 'UK08AB1234',
        orderId: 'HSRPBOOKING/2026/1121123456',
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
      fullName: 'A***',
      regNumber: '******1234',
      orderId: 'HSRPBOOKING/2026/******3456',
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
    expect(maskName('Asha Verma')).toBe('A***');
  });
});

/**
 * Inputs that made the former patterns scan a run again from each of its positions: a 16 KB
 * request URL of one of them cost up to a second of CPU. At 1 MB such quadratic work takes
 * (1 MB / 16 KB)² ≈ 4,000 times that, over half an hour, against vitest's 5 s timeout; linear
 * patterns mask each in well under 200 ms (measured 10-130 ms). Each must also come out right.
 */
const RUN = 1_000_000;
const ADVERSARIAL: [string, string, (masked: string) => void][] = [
  [
    '"utr" and spaces',
    `utr${' '.repeat(RUN)}UTR4123456789`,
    (m) => expect(m).toMatch(/ UTR\*{6}6789$/),
  ],
  ['"utr-" repeated', `${'utr-'.repeat(RUN / 4)}1`, (m) => expect(m.length).toBe(RUN + 1)],
  [
    'letters without "@"',
    `${'a'.repeat(RUN)} asha@example.in`,
    (m) => expect(m).toMatch(/ a\*\*\*@example\.in$/),
  ],
  ['dotted letters', `${'a.'.repeat(RUN / 2)}@`, (m) => expect(m.length).toBe(RUN + 1)],
  ['"a@" repeated', 'a@'.repeat(RUN / 2), (m) => expect(m).toBe('a@'.repeat(RUN / 2))],
  ['a domain without a dot', `a@${'b-'.repeat(RUN / 2)}`, (m) => expect(m.length).toBe(RUN + 2)],
  [
    'digit groups ending in a letter',
    `${'987 '.repeat(RUN / 4)}6543x`,
    (m) => expect(m).toMatch(/^\*+7987 6543x$/),
  ],
  [
    'a digit run ending in a letter',
    `${'9'.repeat(RUN)}x`,
    (m) => expect(m).toBe(`${'9'.repeat(RUN)}x`),
  ],
  ['hyphenated single digits', '1-'.repeat(RUN / 2), (m) => expect(m).toBe('1-'.repeat(RUN / 2))],
  [
    'plus signs',
    `${'+'.repeat(RUN)}9876543210`,
    (m) => expect(m).toBe(`${'+'.repeat(RUN)}9876543210`),
  ],
  [
    'plate prefixes',
    `${'UK08AB'.repeat(RUN / 6)} UK08AB1234`,
    (m) => expect(m).toMatch(/ \*{6}1234$/),
  ],
  [
    'labels without numbers',
    'transaction number: '.repeat(RUN / 20),
    (m) => expect(m.length).toBe(RUN),
  ],
  [
    'link starts',
    `${'http://'.repeat(RUN / 7)} 9876543210`,
    (m) => expect(m).toMatch(/ \*{6}3210$/),
  ],
];

describe('masking hostile input', () => {
  it.each(ADVERSARIAL)('takes linear time on %s, and masks it right', (_name, input, check) => {
    for (const keepLinks of [true, false]) {
      check(maskText(input, { keepLinks, maxChars: Number.POSITIVE_INFINITY }));
    }
  });

  it('cuts what it logs to a few KB, never through a number or address', () => {
    const long = `${'x '.repeat(MAX_LOGGED_CHARS / 2 - 4)}call 98765 43210 or asha@example.in`;
    const masked = maskText(long);
    expect(masked.length).toBeLessThan(MAX_LOGGED_CHARS + 40);
    expect(masked).toMatch(/x call …\[\d+ characters cut\]$/);
    expect(masked).not.toMatch(/98765|4321|asha/);
    expect(cutForLog('short', 10)).toBe('short');
  });

  const hostileText = fc
    .array(
      fc.constantFrom(
        'a',
        '9',
        '987',
        ' ',
        '-',
        '+',
        '@',
        '.',
        ':',
        'utr',
        'UK08',
        'http://',
        '%4',
      ),
      { maxLength: 3000 },
    )
    .map((parts) => parts.join(''));

  it('answers any text with masked text of bounded length, and stays put when masked again', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const masked = maskText(text);
        expect(masked.length).toBeLessThanOrEqual(2 * MAX_LOGGED_CHARS);
        expect(maskText(masked)).toBe(masked);
      }),
      { numRuns: 200 },
    );
  });

  it('logs any URL in at most a few KB, its phone numbers masked', () => {
    fc.assert(
      fc.property(hostileText, fc.nat({ max: 5000 }), (text, at) => {
        const url = `/api/x?q=${encodeURIComponent(text)}&p=${'a'.repeat(at)}+9876543210`;
        const masked = maskUrl(url);
        expect(masked.length).toBeLessThanOrEqual(3 * MAX_LOGGED_URL_CHARS);
        expect(masked).not.toContain('9876543210');
      }),
      { numRuns: 200 },
    );
  });
});
