import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { MSG91_DEFAULT_API_URL, readMsg91Config } from './msg91-config.ts';

const TOKEN = 'k3J9x-Qw_7mN2pR5tV8yB1cF4hL6sD0a';

describe('readMsg91Config', () => {
  it('leaves SMS off without an auth key, whatever else is set', () => {
    expect(readMsg91Config({})).toBeUndefined();
    expect(readMsg91Config({ MSG91_AUTH_KEY: '', MSG91_WEBHOOK_TOKEN: TOKEN })).toBeUndefined();
  });

  it("defaults to MSG91's documented address", () => {
    expect(readMsg91Config({ MSG91_AUTH_KEY: '412345AbCdEf6789' })).toEqual({
      apiUrl: MSG91_DEFAULT_API_URL,
      authKey: '412345AbCdEf6789',
      webhookToken: undefined,
    });
    expect(MSG91_DEFAULT_API_URL).toBe('https://control.msg91.com');
  });

  it('reads every variable, dropping a trailing slash from the address', () => {
    const env = {
      MSG91_API_URL: 'https://sms-proxy.example.in/msg91/',
      MSG91_AUTH_KEY: '412345AbCdEf6789',
      MSG91_WEBHOOK_TOKEN: TOKEN,
    };
    expect(readMsg91Config(env)).toEqual({
      apiUrl: 'https://sms-proxy.example.in/msg91',
      authKey: '412345AbCdEf6789',
      webhookToken: TOKEN,
    });
  });

  it('allows plain http only to a local address', () => {
    const local = readMsg91Config({ MSG91_API_URL: 'http://127.0.0.1:4010', MSG91_AUTH_KEY: 'k' });
    expect(local?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(() =>
      readMsg91Config({ MSG91_API_URL: 'http://control.msg91.com', MSG91_AUTH_KEY: 'k' }),
    ).toThrow(/MSG91_API_URL: must be https/);
  });

  it('stops the start on a malformed value, naming the variable', () => {
    const bad = [
      [{ MSG91_API_URL: 'control.msg91.com' }, /MSG91_API_URL/],
      [{ MSG91_API_URL: 'ftp://control.msg91.com' }, /MSG91_API_URL/],
      [{ MSG91_AUTH_KEY: 'key with spaces' }, /MSG91_AUTH_KEY/],
      [{ MSG91_WEBHOOK_TOKEN: 'short' }, /MSG91_WEBHOOK_TOKEN: must be at least 32/],
      [{ MSG91_WEBHOOK_TOKEN: `${TOKEN}/?&` }, /MSG91_WEBHOOK_TOKEN: must be URL-safe/],
    ] as const;
    for (const [env, message] of bad) {
      const withKey = { MSG91_AUTH_KEY: '412345AbCdEf6789', ...env };
      expect(() => readMsg91Config(withKey)).toThrow(ConfigError);
      expect(() => readMsg91Config(withKey)).toThrow(message);
    }
  });
});
