import type { LeadSource } from '#shared/leads/lead-schema.ts';

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  quote: 'Quote request',
  callback: 'Call-back request',
};

export const LEAD_MESSAGES = {
  loadFailed: 'Failed to load leads',
  updateFailed: 'Failed to update the lead',
  noLeads: 'No leads yet',
  noMatch: 'No leads with that phone number',
} as const;

/** "9876543210" as "98765 43210", the way Indian mobile numbers are read out. */
export function formatMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** A tel: link that dials from anywhere: the 10-digit Indian mobile number with +91. */
export function mobileTelHref(phone: string): string {
  return /^\d{10}$/.test(phone) ? `tel:+91${phone}` : `tel:${phone}`;
}
