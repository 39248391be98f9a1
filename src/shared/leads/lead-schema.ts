import * as z from 'zod/mini';
import { MULTI_LINE, SINGLE_LINE } from '#shared/validation/text-rules.ts';

export const LEAD_SOURCES = ['quote', 'callback'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The movers' promise (docs/product.md#movers-page-and-leads). */
export const CALLBACK_PROMISE = 'Thank you! Our team will call you within 10 minutes.';

const optionalLine = (max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `Please keep this under ${max} characters.`),
        z.regex(SINGLE_LINE, 'Please remove line breaks and special control characters.'),
      ),
  );

/** The movers quote form and "Call Me Back": name and a 10-digit phone; the rest optional. */
export const CreateLeadSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your name.'),
      z.maxLength(100, 'Please keep your name under 100 characters.'),
      z.regex(SINGLE_LINE, 'Please remove line breaks and special control characters.'),
    ),
  phone: z
    .string({ error: 'Please enter a 10-digit mobile number.' })
    .check(z.trim(), z.regex(/^\d{10}$/, 'Please enter a 10-digit mobile number.')),
  from: optionalLine(100),
  to: optionalLine(100),
  notes: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(1000, 'Please keep the notes under 1000 characters.'),
        z.regex(MULTI_LINE, 'Please remove special control characters.'),
      ),
  ),
  source: z._default(z.enum(LEAD_SOURCES, { error: 'Unknown request type.' }), 'quote'),
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
