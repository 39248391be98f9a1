import * as z from 'zod';
import { COMPLAINT_MESSAGES } from '#shared/complaints/complaint-messages.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { MOBILE_CODE_MESSAGES } from '#shared/mobile-codes/mobile-code-messages.ts';
import { CANCEL_MESSAGES } from '#shared/refunds/cancel-messages.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { FORM_MESSAGES, type MessageKey } from '#shared/validation/form-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

/**
 * Every 4xx/5xx answer: a message fit to show to the user, and per-field messages for forms, in
 * English. A customer message also comes with its key (`key`, `fieldKeys`), which the web app
 * shows in the page's language; admin messages and framework words have none.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  key: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  fieldKeys: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

const ENGLISH: Readonly<Record<string, string>> = {
  ...FORM_MESSAGES,
  ...LAZY_FORM_MESSAGES,
  ...MOBILE_CODE_MESSAGES,
  ...COMPLAINT_MESSAGES,
  ...CANCEL_MESSAGES,
  ...TRACK_MESSAGES,
  ...LEAD_MESSAGES,
};

/** Whether `message` is a customer message's key (the shared schemas' and keyedError's). */
const isMessageKey = (message: string): message is MessageKey => Object.hasOwn(ENGLISH, message);

/** A key's English words; anything else (an admin schema's words, zod's own) as it is. */
const englishOf = (message: string): string =>
  isMessageKey(message) ? (ENGLISH[message] ?? message) : message;

/**
 * The answer for a message and per-field messages, each a key or words: keys become their
 * English, and stay beside it for the page to show in its language.
 */
export function errorAnswer(message: string, fields?: Record<string, string>): ErrorResponse {
  const answer: ErrorResponse = { message: englishOf(message) };
  if (isMessageKey(message)) answer.key = message;
  if (!fields) return answer;
  answer.fieldErrors = {};
  for (const [field, fieldMessage] of Object.entries(fields)) {
    answer.fieldErrors[field] = englishOf(fieldMessage);
    if (isMessageKey(fieldMessage)) {
      answer.fieldKeys ??= {};
      answer.fieldKeys[field] = fieldMessage;
    }
  }
  return answer;
}

/** The first message for each field, keyed by its path ("vehicleType", "address.city"). */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** A 400 answer for a failed schema check: the first problem as the message, all of them by field. */
export function validationFailure(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorResponse {
  return errorAnswer(issues[0]?.message ?? 'The request is not valid.', toFieldErrors(issues));
}
