import * as z from 'zod/mini';
import { SINGLE_LINE } from '#shared/validation/text-rules.ts';
import { DEFAULT_MOVERS_CLAIMS, MoversClaimsSchema } from './movers-claims.ts';
import { DEFAULT_SITE_INFO } from './site-info.ts';
import { SiteInfoSchema } from './site-info-schema.ts';

/** The owner's answer to "Are you registered for GST?": '' until answered (decision 0049). */
export const GST_REGISTRATION_ANSWERS = ['', 'yes', 'no'] as const;

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `Please keep the ${label} under ${max} characters.`),
      z.regex(SINGLE_LINE, `Please remove line breaks from the ${label}.`),
    );

const gstShape = {
  gstRegistered: z.enum(GST_REGISTRATION_ANSWERS),
  /** Rule 46(q): the name and designation of whoever signs the invoices for the business. */
  signatoryName: optionalLine('signatory’s name', 80),
  signatoryDesignation: optionalLine('signatory’s designation', 60),
  /** The movers page's claims with the owner's confirmation of each; customers get the confirmed ones. */
  moversClaims: MoversClaimsSchema,
};

/**
 * Site info as the owner edits and the server keeps it: the public details, and what only tax
 * documents, the go-live checklist and the claims' confirmations read (kept out of SiteInfoSchema, which every customer page
 * downloads). A GSTIN answers the question by itself; "yes" without one stays an open item.
 */
export const SiteInfoSettingsSchema = z.extend(SiteInfoSchema, gstShape);

/** The admin route's body: the GST fields blank when left out, so a caller that knows only the public details still saves them. */
export const SiteInfoSettingsBodySchema = z.extend(SiteInfoSchema, {
  gstRegistered: z._default(gstShape.gstRegistered, ''),
  signatoryName: z._default(gstShape.signatoryName, ''),
  signatoryDesignation: z._default(gstShape.signatoryDesignation, ''),
  moversClaims: z._default(MoversClaimsSchema, DEFAULT_MOVERS_CLAIMS),
});
export type SiteInfoSettings = z.infer<typeof SiteInfoSettingsSchema>;

export const DEFAULT_SITE_INFO_SETTINGS: SiteInfoSettings = {
  ...DEFAULT_SITE_INFO,
  gstRegistered: '',
  signatoryName: '',
  signatoryDesignation: '',
  moversClaims: DEFAULT_MOVERS_CLAIMS,
};
