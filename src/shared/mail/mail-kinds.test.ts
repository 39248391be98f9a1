import { describe, expect, it } from 'vitest';
import { MAIL_KIND_LABELS, MAIL_KINDS } from './mail-kinds.ts';

describe('mail kinds', () => {
  it('name every kind the server queues in staff words, not as the kind itself', () => {
    expect(Object.keys(MAIL_KIND_LABELS).sort()).toEqual([...MAIL_KINDS].sort());
    for (const kind of MAIL_KINDS) expect(MAIL_KIND_LABELS[kind]).not.toBe(kind);
    expect(MAIL_KIND_LABELS['new-lead']).toBe('Movers lead notice');
  });
});
