import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
} from '#shared/messaging/message-settings.ts';
import { mayResend, messageState } from './booking-messages.ts';
import { languagesWithoutSms } from './message-setup.ts';

const withIds = (en: string, hi: string, sms = true): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  kinds: {
    ...DEFAULT_MESSAGE_SETTINGS.kinds,
    payment_confirmed: {
      ...DEFAULT_MESSAGE_SETTINGS.kinds.payment_confirmed,
      sms,
      smsTemplateIds: { en, hi },
    },
  },
});

describe('the missing-SMS-id warning', () => {
  it.each([
    ['', '', true, ['en', 'hi']],
    ['', 'hi-flow', true, ['en']],
    // Hindi falls back to the English template.
    ['en-flow', '', true, []],
    ['', '', false, []],
  ])('ids %j/%j with SMS %s leave %j without SMS', (en, hi, sms, missing) => {
    expect(languagesWithoutSms(withIds(en, hi, sms), 'payment_confirmed')).toEqual(missing);
  });
});

describe('a message’s state and its Resend', () => {
  it('reads the outbox state, then the provider’s reports', () => {
    expect(messageState('pending', null)).toBe('queued');
    expect(messageState('sending', null)).toBe('queued');
    expect(messageState('sent', null)).toBe('sent');
    expect(messageState('sent', 'read')).toBe('read');
    expect(messageState('sent', 'failed')).toBe('failed');
    expect(messageState('failed', null)).toBe('failed');
    expect(messageState('logged', null)).toBe('logged');
  });

  it('offers Resend for a failed or delivered message, an e-mail once sent', () => {
    expect(mayResend('sms', 'failed')).toBe(true);
    expect(mayResend('whatsapp', 'delivered')).toBe(true);
    expect(mayResend('email', 'sent')).toBe(true);
    expect(mayResend('whatsapp', 'sent')).toBe(false);
    expect(mayResend('email', 'queued')).toBe(false);
    expect(mayResend('email', 'logged')).toBe(false);
  });
});
