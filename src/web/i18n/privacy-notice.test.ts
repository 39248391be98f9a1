import { describe, expect, it } from 'vitest';
import {
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_WORDS,
} from '#shared/personal-data/privacy-notice.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';

// A booking stores the version of the notice its customer booked under: the words the booking
// form shows must be that version's, in every language.
describe('the privacy notice', () => {
  it.each([
    ['en', en.booking.privacyNotice],
    ['hi', hi.booking.privacyNotice],
  ] as const)('shows in %s the words of the version bookings store', (locale, shown) => {
    expect(shown).toBe(PRIVACY_NOTICE_WORDS[PRIVACY_NOTICE_VERSION][locale]);
  });
});
