import { describe, expect, it } from 'vitest';
import {
  newSecretsKey,
  openSecret,
  SecretsKeyError,
  sealSecret,
  secretsKeyOf,
} from './secret-box.ts';

const key = () => secretsKeyOf(Buffer.from(newSecretsKey(), 'base64url'));

describe('sealed secrets', () => {
  it('open with the key that sealed them, in the row they were sealed for', () => {
    const a = key();
    const sealed = sealSecret({ keys: [a] }, 'JBSWY3DPEHPK3PXP', 'row-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.split('.')[1]).toBe(a.id);
    expect(openSecret({ keys: [key(), a] }, sealed, 'row-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret({ keys: [a] }, sealed, 'row-2')).toThrow(SecretsKeyError);
  });

  it('do not open without their key, nor altered', () => {
    const a = key();
    const sealed = sealSecret({ keys: [a] }, 'JBSWY3DPEHPK3PXP', 'row-1');
    expect(() => openSecret({ keys: [key()] }, sealed, 'row-1')).toThrow(/not given/);
    const forged = { ...a, key: key().key };
    expect(() => openSecret({ keys: [forged] }, sealed, 'row-1')).toThrow(/does not open/);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => openSecret({ keys: [a] }, parts.join('.'), 'row-1')).toThrow(SecretsKeyError);
  });
});
