import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { newSecretsKey } from './secret-box.ts';
import { loadSecretsKeys, SECRETS_KEY_FILE_NAME } from './secrets-keys.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-keys-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const keyFile = () => path.join(dataDir, SECRETS_KEY_FILE_NAME);

describe('the secrets key', () => {
  it('comes from SECRETS_KEY, the new key first during a rotation, and no file is made', () => {
    const [a, b] = [newSecretsKey(), newSecretsKey()];
    const { keyring, save } = loadSecretsKeys({ secretsKey: `${a}, ${b}`, dataDir });
    expect(keyring.keys.map((k) => k.key.toString('base64url'))).toEqual([a, b]);
    expect(save).toBeUndefined();
    expect(fs.existsSync(keyFile())).toBe(false);
  });

  it('refuses a key that is not 32 bytes of base64, saying how to make one', () => {
    expect(() => loadSecretsKeys({ secretsKey: 'hunter2', dataDir })).toThrow(ConfigError);
    expect(() => loadSecretsKeys({ secretsKey: 'hunter2', dataDir })).toThrow(
      /SECRETS_KEY: each key must be 32 random bytes in base64 \(make one with: npm run secrets -- new-key\)/,
    );
  });

  it('is required with DATABASE_URL: instances never each make their own', () => {
    const config = { dataDir, databaseUrl: 'postgres://db/hsrp' };
    expect(() => loadSecretsKeys(config)).toThrow(/SECRETS_KEY is not set\. With DATABASE_URL/);
    expect(fs.existsSync(keyFile())).toBe(false);
  });

  it('on SQLite without SECRETS_KEY: a file beside the data, 0600, made once and then read', () => {
    const first = loadSecretsKeys({ dataDir });
    expect(fs.existsSync(keyFile())).toBe(false);
    first.save?.();
    expect(fs.statSync(keyFile()).mode & 0o777).toBe(0o600);
    const again = loadSecretsKeys({ dataDir });
    expect(again.save).toBeUndefined();
    expect(again.origin).toBe(keyFile());
    expect(again.keyring.keys[0]?.id).toBe(first.keyring.keys[0]?.id);
    // A file made meanwhile by another process is never overwritten.
    expect(() => first.save?.()).toThrow();
  });
});
