import { describe, expect, it } from 'vitest';
import { auditFiltersFromParams } from './audit-filters.ts';

describe('the audit trail filters in the URL', () => {
  it('keep what the API takes and drop the rest', () => {
    const params = new URLSearchParams(
      'person=abc&kind=payee-changed&from=2026-04-01&to=2026-04-31&extra=1',
    );
    expect(auditFiltersFromParams(params)).toEqual({
      person: 'abc',
      kind: 'payee-changed',
      from: '2026-04-01',
      to: undefined,
    });
    expect(auditFiltersFromParams(new URLSearchParams('kind=drop-table'))).toEqual({
      person: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
