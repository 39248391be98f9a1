import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, plainHttpWarning } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlIsSet: false,
      publicUrlGuessed: true,
      logLevel: 'info',
      trustProxy: undefined,
      smtpUrl: undefined,
      mailFrom: 'HSRP Plate Booking <no-reply@localhost>',
      adminEmail: undefined,
      enforceTwoFactor: true,
    });
  });

  it('holds owners to two-factor sign-in unless ADMIN_TWO_FACTOR=optional', () => {
    expect(loadConfig({ ADMIN_TWO_FACTOR: 'required' }).enforceTwoFactor).toBe(true);
    expect(loadConfig({ ADMIN_TWO_FACTOR: 'optional' }).enforceTwoFactor).toBe(false);
  });

  it('reads every variable and treats blank values as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/hsrp',
      PUBLIC_URL: 'https://book.example.in/',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/hsrp',
      publicUrl: 'https://book.example.in',
      publicUrlIsSet: true,
      publicUrlGuessed: false,
      logLevel: 'info',
    });
    expect(loadConfig({ PORT: '8080' }).publicUrlGuessed).toBe(true);
  });

  it('takes the reverse proxies to trust as addresses, ranges or names', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('shows localhost, not 0.0.0.0, as the address to open', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.in'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail.example.in'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_TWO_FACTOR', 'off'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.1; rm -rf'],
  ])('stops with a message naming %s for the bad value %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('plainHttpWarning', () => {
  it('warns a production server whose address is plain http, and no other', () => {
    const warning = plainHttpWarning(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://plates.example.in' }),
    );
    expect(warning).toContain('http://plates.example.in');
    expect(warning).toContain('set PUBLIC_URL to that https address');
    expect(plainHttpWarning(loadConfig({ NODE_ENV: 'production' }))).toContain('http://127.0.0.1');
    expect(
      plainHttpWarning(
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://plates.example.in' }),
      ),
    ).toBeUndefined();
    expect(
      plainHttpWarning(loadConfig({ PUBLIC_URL: 'http://plates.example.in' })),
    ).toBeUndefined();
  });
});
