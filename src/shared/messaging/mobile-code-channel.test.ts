import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from './message-settings.ts';
import { mobileCodeChannel, mobileCodeRequired } from './mobile-code-channel.ts';

const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
const requiring = (flowIds: { en: string; hi: string }): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  requireMobileCode: true,
  kinds: { ...kinds, mobile_code: { ...kinds.mobile_code, smsTemplateIds: flowIds } },
});
const both = { sms: true, whatsapp: true };

describe('the mobile code’s channel', () => {
  it('is SMS with a flow id (English standing in for Hindi), else WhatsApp', () => {
    expect(mobileCodeChannel(requiring({ en: 'f1', hi: '' }), both, 'hi')).toBe('sms');
    expect(mobileCodeChannel(requiring({ en: '', hi: '' }), both, 'hi')).toBe('whatsapp');
    expect(mobileCodeChannel(requiring({ en: 'f1', hi: '' }), { ...both, sms: false }, 'en')).toBe(
      'whatsapp',
    );
  });

  it('is none without a configured provider, and then no code is required', () => {
    const settings = requiring({ en: 'f1', hi: '' });
    expect(mobileCodeChannel(settings, undefined, 'en')).toBeUndefined();
    expect(mobileCodeRequired(settings, undefined)).toBe(false);
    expect(mobileCodeRequired(settings, { sms: false, whatsapp: false })).toBe(false);
    expect(mobileCodeRequired(settings, { sms: true, whatsapp: false })).toBe(true);
    expect(mobileCodeRequired({ ...settings, requireMobileCode: false }, both)).toBe(false);
  });
});
