import * as z from 'zod/mini';
import { VEHICLE_TYPES, type VehicleType } from '#shared/catalog/services.ts';
import type { Policies } from '#shared/policies/policies-schema.ts';
import { POLICY_PAGES, type PolicyPage } from '#shared/policies/required-policies.ts';
import { isSampleAddress, isSampleEmail, isSamplePhone } from '#shared/site/sample-contacts.ts';
import type { SiteInfoSettings } from '#shared/site/site-info-settings-schema.ts';
import { hasPayee } from '#shared/storefront/payee.ts';
import type { PaymentOption } from '#shared/storefront/storefront.ts';

const SITE_INFO_CONTACTS = ['phone', 'email'] as const;

/** What the owner confirms as reviewed on the checklist (saving that page counts too). */
export const GO_LIVE_REVIEWS = ['prices', 'fittingDays'] as const;
export type GoLiveReview = (typeof GO_LIVE_REVIEWS)[number];

export const GoLiveReviewBodySchema = z.object({
  item: z.enum(GO_LIVE_REVIEWS, {
    error: 'Say what was reviewed: prices, or fitting days and slots.',
  }),
});

/**
 * What a new owner sets up before taking real money, as the dashboard's checklist shows it. Each
 * item says whether it is done and what is missing; GSTIN is optional (only businesses registered
 * for GST have one), so `ready` leaves it out.
 */
export const GoLiveSchema = z.object({
  /** Vehicle types with neither a UPI id nor a QR image: their customers cannot pay. */
  payee: z.object({ done: z.boolean(), missing: z.array(z.enum(VEHICLE_TYPES)) }),
  /** Contact details still showing the first-start samples. */
  siteInfo: z.object({ done: z.boolean(), samples: z.array(z.enum(SITE_INFO_CONTACTS)) }),
  /** The site info's street address is no longer the first-start sample. */
  address: z.object({ done: z.boolean() }),
  /** The owner saved the pricing page, or confirmed its prices as right, since install. */
  prices: z.object({ done: z.boolean() }),
  /** The owner saved a fitting centre's days and slots, or confirmed them as right. */
  fittingDays: z.object({ done: z.boolean() }),
  /** SMTP_URL is set, so mails are sent rather than only logged. */
  mail: z.object({ done: z.boolean() }),
  policies: z.object({ done: z.boolean(), unpublished: z.array(z.enum(POLICY_PAGES)) }),
  /**
   * "Are you registered for GST?": answered by a saved GSTIN, or the owner's explicit no; a yes
   * with no GSTIN yet stays open (GST may not be charged without one, decision 0049).
   */
  gstin: z.object({
    done: z.boolean(),
    answer: z.enum(['gstin', 'no', 'yes-without-gstin', 'none']),
  }),
  ready: z.boolean(),
  /** The public site's address (PUBLIC_URL), for "your site is live". */
  siteUrl: z.string(),
});
export type GoLive = z.infer<typeof GoLiveSchema>;

export interface GoLiveFacts {
  payees: Record<VehicleType, PaymentOption>;
  siteInfo: SiteInfoSettings;
  smtpConfigured: boolean;
  policies: Policies;
  reviewed: Record<GoLiveReview, boolean>;
  publicUrl: string;
}

/** The checklist from what is stored and configured now. */
export function goLiveChecklist({
  payees,
  siteInfo,
  smtpConfigured,
  policies,
  reviewed,
  publicUrl,
}: GoLiveFacts): GoLive {
  const missing = VEHICLE_TYPES.filter((type) => !hasPayee(payees[type]));
  const samples = SITE_INFO_CONTACTS.filter((field) =>
    field === 'phone'
      ? isSamplePhone(siteInfo.phone) || isSamplePhone(siteInfo.phonecall)
      : isSampleEmail(siteInfo.email),
  );
  const unpublished: PolicyPage[] = POLICY_PAGES.filter((page) => policies[page] === null);
  const required = {
    payee: { done: missing.length === 0, missing },
    siteInfo: { done: samples.length === 0, samples },
    address: { done: !isSampleAddress(siteInfo.address) },
    prices: { done: reviewed.prices },
    fittingDays: { done: reviewed.fittingDays },
    mail: { done: smtpConfigured },
    policies: { done: unpublished.length === 0, unpublished },
  };
  return {
    ...required,
    gstin: gstRegistrationItem(siteInfo),
    ready: Object.values(required).every((item) => item.done),
    siteUrl: publicUrl,
  };
}

function gstRegistrationItem({ gstin, gstRegistered }: SiteInfoSettings): GoLive['gstin'] {
  if (gstin !== '') return { done: true, answer: 'gstin' };
  if (gstRegistered === 'no') return { done: true, answer: 'no' };
  return { done: false, answer: gstRegistered === 'yes' ? 'yes-without-gstin' : 'none' };
}
