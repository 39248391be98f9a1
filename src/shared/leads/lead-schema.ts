import * as z from 'zod/mini';
import { messageKey } from '#shared/validation/form-messages.ts';
import { MULTI_LINE, SINGLE_LINE } from '#shared/validation/text-rules.ts';

export const LEAD_SOURCES = ['quote', 'callback'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A place, at most 100 characters. Messages are keys of shared/validation/form-messages.ts. */
const optionalLine = () =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, messageKey('under100Characters')),
        z.regex(SINGLE_LINE, messageKey('noControlCharacters')),
      ),
  );

/** The movers quote form and "Call Me Back": name and a 10-digit phone; the rest optional. */
export const CreateLeadSchema = z.object({
  name: z
    .string({ error: messageKey('nameRequired') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('nameRequired')),
      z.maxLength(100, messageKey('nameTooLong')),
      z.regex(SINGLE_LINE, messageKey('noControlCharacters')),
    ),
  phone: z
    .string({ error: messageKey('mobileRequired') })
    .check(z.trim(), z.regex(/^\d{10}$/, messageKey('mobileRequired'))),
  from: optionalLine(),
  to: optionalLine(),
  notes: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(1000, messageKey('notesTooLong')),
        z.regex(MULTI_LINE, messageKey('noSpecialCharacters')),
      ),
  ),
  source: z._default(z.enum(LEAD_SOURCES, { error: messageKey('unknownRequestType') }), 'quote'),
});
export type CreateLeadInput = z.input<typeof CreateLeadSchema>;

export const LeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  from: z.string(),
  to: z.string(),
  notes: z.string(),
  source: z.enum(LEAD_SOURCES),
  createdAt: z.string(),
  /** Set when an admin marks the lead called. */
  calledAt: z.nullable(z.string()),
  calledBy: z.nullable(z.string()),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LEADS_PAGE_SIZE = 20;

export const LeadListQuerySchema = z.object({
  /** Digits of the phone number, anywhere in it. */
  phone: z.optional(
    z.string().check(z.trim(), z.regex(/^\d{0,10}$/, 'Search by up to 10 digits of the phone.')),
  ),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const LeadListPageSchema = z.object({
  leads: z.array(LeadSchema),
  nextCursor: z.nullable(z.string()),
});

export const LeadUpdateSchema = z.object({
  called: z.boolean({ error: 'Say whether the lead was called.' }),
});
