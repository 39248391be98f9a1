import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { errorAnswer } from './error-schema.ts';

describe('errorAnswer', () => {
  it('answers a key in English, with the key beside it', () => {
    expect(errorAnswer('tooManyLookups')).toEqual({
      message: FORM_MESSAGES.tooManyLookups,
      key: 'tooManyLookups',
    });
    expect(errorAnswer('appointmentFull', { appointmentSlot: 'appointmentFull' })).toEqual({
      message: LAZY_FORM_MESSAGES.appointmentFull,
      key: 'appointmentFull',
      fieldErrors: { appointmentSlot: LAZY_FORM_MESSAGES.appointmentFull },
      fieldKeys: { appointmentSlot: 'appointmentFull' },
    });
  });

  it('passes words through as they are, with no key (the admin area’s, zod’s own)', () => {
    const words = 'Please give a start date as YYYY-MM-DD.';
    expect(errorAnswer(words, { from: words })).toEqual({
      message: words,
      fieldErrors: { from: words },
    });
  });

  it('gives keys only for the fields that have one', () => {
    expect(errorAnswer('emailInvalid', { email: 'emailInvalid', note: 'Too long.' })).toEqual({
      message: FORM_MESSAGES.emailInvalid,
      key: 'emailInvalid',
      fieldErrors: { email: FORM_MESSAGES.emailInvalid, note: 'Too long.' },
      fieldKeys: { email: 'emailInvalid' },
    });
  });

  it('takes nothing from the prototype for a key', () => {
    expect(errorAnswer('toString')).toEqual({ message: 'toString' });
  });
});
