import { describe, expect, it } from 'vitest';
import { describeAuditChanges, fieldLabel, formatAuditValue } from './audit-changes.ts';

const json = (value: unknown) => JSON.stringify(value);

describe('an audit entry in words', () => {
  it('lists only the fields of an object that changed', () => {
    const before = json({ upiId: 'old@okaxis', qrImage: null, note: 'same' });
    const after = json({
      upiId: 'new@okaxis',
      qrImage: { imageId: 'i1', sha256: 'ab12', bytes: 2048 },
      note: 'same',
    });
    expect(describeAuditChanges(before, after)).toEqual([
      { field: 'UPI id', before: 'old@okaxis', after: 'new@okaxis' },
      { field: 'QR image', before: '—', after: 'image: i1, SHA-256: ab12, Bytes: 2048' },
    ]);
  });

  it('shows what was added or taken away when one side is missing', () => {
    expect(describeAuditChanges(null, json({ confirmed: 2, unmatched: 0 }))).toEqual([
      { field: 'Confirmed', before: '', after: '2' },
      { field: 'Unmatched', before: '', after: '0' },
    ]);
    expect(describeAuditChanges(json({ calledBy: 'a@b.in' }), null)).toEqual([
      { field: 'Called by', before: 'a@b.in', after: '' },
    ]);
    expect(describeAuditChanges(null, null)).toEqual([]);
  });

  it('names booking statuses by their labels and plain values as they are', () => {
    expect(
      describeAuditChanges(json({ status: 'PAYMENT_SUBMITTED' }), json({ status: 'CONFIRMED' })),
    ).toEqual([{ field: 'Status', before: 'Payment submitted', after: 'Confirmed' }]);
    expect(describeAuditChanges(json('hsrp'), json('pm'))).toEqual([
      { field: '', before: 'hsrp', after: 'pm' },
    ]);
    expect(describeAuditChanges('not json', null)).toEqual([
      { field: '', before: 'not json', after: '' },
    ]);
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(['a', 1])).toBe('a, 1');
    expect(fieldLabel('newLineCount')).toBe('New line count');
  });
});
