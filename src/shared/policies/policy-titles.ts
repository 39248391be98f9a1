import type { PolicyPage } from './required-policies.ts';

/** The pages in staff words (the admin area is English only; customers' titles are in en/hi.ts). */
export const POLICY_TITLES = {
  refund: 'Refund and cancellation policy',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  grievanceOfficer: 'Grievance officer',
} as const satisfies Record<PolicyPage, string>;
