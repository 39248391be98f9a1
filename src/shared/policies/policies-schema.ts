import * as z from 'zod/mini';
import { formatCount } from '#shared/format/numbers.ts';
import { isSampleEmail, isSamplePhone } from '#shared/site/sample-contacts.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { emailChecks, MULTI_LINE, requiredLine } from '#shared/validation/text-rules.ts';

const POLICY_TEXT_MIN = 100;
export const POLICY_TEXT_MAX = 20_000;

export const POLICY_TEXT_MESSAGES = {
  tooShort: `Please write the policy in full: at least ${POLICY_TEXT_MIN} characters.`,
  tooLong: `Please keep the policy under ${formatCount(POLICY_TEXT_MAX)} characters.`,
  controlCharacters: 'Please remove the special characters pasted into the text.',
  placeholders:
    'Please replace every part in [square brackets] with your own details before publishing.',
} as const;

/** A part of a starting text that only the owner can fill in, e.g. "[7]" or "[city]". */
export const PLACEHOLDER = /\[[^\]\n]{1,80}\]/;

/**
 * A policy's text as the owner writes it: plain text, paragraphs separated by an empty line. It is
 * shown as written (never as HTML), so only control characters are refused; a starting text's
 * [placeholders] must be replaced before it counts as published.
 */
export const PolicyTextSchema = z.object({
  text: z.string({ error: POLICY_TEXT_MESSAGES.tooShort }).check(
    z.overwrite((text) => text.replace(/\r\n?/g, '\n')),
    z.trim(),
    z.minLength(POLICY_TEXT_MIN, POLICY_TEXT_MESSAGES.tooShort),
    z.maxLength(POLICY_TEXT_MAX, POLICY_TEXT_MESSAGES.tooLong),
    z.regex(MULTI_LINE, POLICY_TEXT_MESSAGES.controlCharacters),
    z.refine((text) => !PLACEHOLDER.test(text), POLICY_TEXT_MESSAGES.placeholders),
  ),
});
export type PolicyText = z.infer<typeof PolicyTextSchema>;

export const GRIEVANCE_MESSAGES = {
  phone:
    'Please enter the grievance officer’s phone number with its area or mobile code, e.g. 01332 123456.',
  samplePhone:
    'This is the sample phone number customers cannot reach: please enter the grievance officer’s own.',
  sampleEmail:
    'This is the sample e-mail address nobody reads: please enter the grievance officer’s own.',
} as const;

/** As customers dial it: 10 to 13 digits, spaces, dashes and a leading + allowed. */
const PHONE_FORMAT = /^\+?[\d\s-]{10,20}$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * Rule 4(4): the grievance officer's name, designation and contact details (phone and e-mail),
 * shown to customers on their own page.
 */
export const GrievanceOfficerSchema = z.object({
  name: requiredLine('grievance officer’s name', 80),
  designation: requiredLine('designation', 80),
  phone: z.string({ error: GRIEVANCE_MESSAGES.phone }).check(
    z.trim(),
    z.refine(
      (phone) => PHONE_FORMAT.test(phone) && digitCount(phone) >= 10 && digitCount(phone) <= 13,
      GRIEVANCE_MESSAGES.phone,
    ),
    z.refine((phone) => !isSamplePhone(phone), GRIEVANCE_MESSAGES.samplePhone),
  ),
  email: z.string({ error: FORM_MESSAGES.emailInvalid }).check(
    z.trim(),
    ...emailChecks(FORM_MESSAGES.emailInvalid),
    z.refine((email) => !isSampleEmail(email), GRIEVANCE_MESSAGES.sampleEmail),
  ),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

const PublishedTextSchema = z.object({ text: z.string(), updatedAt: z.string() });
const PublishedGrievanceOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  phone: z.string(),
  email: z.string(),
  updatedAt: z.string(),
});

/**
 * Every policy as customers read it (GET /api/policies) and the admin screen edits it: null until
 * the owner saves it, the time of the last save with it ("Last updated").
 */
export const PoliciesSchema = z.object({
  refund: z.nullable(PublishedTextSchema),
  privacy: z.nullable(PublishedTextSchema),
  terms: z.nullable(PublishedTextSchema),
  grievanceOfficer: z.nullable(PublishedGrievanceOfficerSchema),
});
export type Policies = z.infer<typeof PoliciesSchema>;
export type PublishedText = z.infer<typeof PublishedTextSchema>;
export type PublishedGrievanceOfficer = z.infer<typeof PublishedGrievanceOfficerSchema>;
