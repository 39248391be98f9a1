import { describe, expect, it } from 'vitest';
import {
  WHATSAPP_CONSENT_VERSION,
  WHATSAPP_CONSENT_WORDS,
} from '#shared/messaging/whatsapp-consent.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';

// A booking stores the version of the words its customer agreed to: the words the booking form
// shows must be that version's, in every language.
describe('the WhatsApp checkbox', () => {
  it.each([
    ['en', en.booking.whatsapp],
    ['hi', hi.booking.whatsapp],
  ] as const)('shows in %s the words of the version bookings store', (locale, shown) => {
    expect(shown).toBe(WHATSAPP_CONSENT_WORDS[WHATSAPP_CONSENT_VERSION][locale]);
  });
});
