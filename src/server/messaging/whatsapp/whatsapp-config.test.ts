import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { DEFAULT_WHATSAPP_API_URL, readWhatsAppConfig } from './whatsapp-config.ts';

const complete = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TOKEN: 'EAAJB0123abc',
  WHATSAPP_VERIFY_TOKEN: 'a-long-random-verify-token',
  WHATSAPP_APP_SECRET: '8d2f6c1e0b3a4f5e9c7d2a1b0e3f4c5d',
};

describe('readWhatsAppConfig', () => {
  it('leaves the channel off when no WHATSAPP_ setting is given (blank counts as none)', () => {
    expect(readWhatsAppConfig({ NODE_ENV: 'production' })).toBeUndefined();
    expect(
      readWhatsAppConfig({ WHATSAPP_TOKEN: '', WHATSAPP_PHONE_NUMBER_ID: '' }),
    ).toBeUndefined();
  });

  it("reads a complete setup with Meta's pinned Graph API address by default", () => {
    expect(readWhatsAppConfig(complete)).toEqual({
      apiUrl: DEFAULT_WHATSAPP_API_URL,
      phoneNumberId: '106540352242922',
      token: 'EAAJB0123abc',
      verifyToken: 'a-long-random-verify-token',
      appSecret: '8d2f6c1e0b3a4f5e9c7d2a1b0e3f4c5d',
    });
    expect(DEFAULT_WHATSAPP_API_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.0$/);
  });

  it('takes another https address, or plain http on this machine, without a trailing slash', () => {
    const at = (url: string) => readWhatsAppConfig({ ...complete, WHATSAPP_API_URL: url })?.apiUrl;
    expect(at('https://relay.example.in/graph/v26.0/')).toBe(
      'https://relay.example.in/graph/v26.0',
    );
    expect(at('http://127.0.0.1:9000/v26.0')).toBe('http://127.0.0.1:9000/v26.0');
    expect(at('http://localhost:9000')).toBe('http://localhost:9000');
  });

  it('refuses a partial setup and names what is missing', () => {
    const { WHATSAPP_APP_SECRET: _, ...noSecret } = complete;
    expect(() => readWhatsAppConfig(noSecret)).toThrow(ConfigError);
    expect(() => readWhatsAppConfig(noSecret)).toThrow(/set WHATSAPP_APP_SECRET as well/);
    expect(() => readWhatsAppConfig({ WHATSAPP_TOKEN: 'EAAJB0123abc' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET/,
    );
    expect(() =>
      readWhatsAppConfig({ WHATSAPP_API_URL: 'https://graph.facebook.com/v26.0' }),
    ).toThrow(ConfigError);
  });

  it.each([
    ['WHATSAPP_API_URL', 'http://graph.facebook.com/v26.0', /https/],
    ['WHATSAPP_API_URL', 'ftp://127.0.0.1/v26.0', /https/],
    ['WHATSAPP_API_URL', 'graph.facebook.com', /https/],
    ['WHATSAPP_API_URL', 'https://graph.facebook.com/v26.0?x=1', /query/],
    ['WHATSAPP_PHONE_NUMBER_ID', '1065/../me', /digits/],
    ['WHATSAPP_TOKEN', 'EAAJB token', /without spaces/],
    ['WHATSAPP_TOKEN', 'EAAJB\r\nX-Evil: 1', /without spaces/],
    ['WHATSAPP_APP_SECRET', 'secret with space', /without spaces/],
  ])('refuses %s=%j with a clear message', (name, value, message) => {
    const env = { ...complete, [name]: value };
    expect(() => readWhatsAppConfig(env)).toThrow(ConfigError);
    expect(() => readWhatsAppConfig(env)).toThrow(new RegExp(`${name}: .*${message.source}`));
  });
});
