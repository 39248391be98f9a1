import { DEFAULT_SITE_INFO } from './site-info.ts';

/** The last ten digits of a phone number, however it is written (0…, +91…, with spaces). */
const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * The first-start site info's phone (098765 43210) and e-mail are samples: customers who call or
 * write to them reach nobody. The go-live checklist and the grievance officer's form notice them.
 */
export function isSamplePhone(phone: string): boolean {
  return lastTenDigits(phone) === lastTenDigits(DEFAULT_SITE_INFO.phone);
}

export function isSampleEmail(email: string): boolean {
  return email.trim().toLowerCase() === DEFAULT_SITE_INFO.email;
}

/**
 * The first-start street address (the spec's sample, "Civil Lines, Roorkee"): on invoices and the
 * contact pages it names a place that is not the business's. The city line alone may be true.
 */
export function isSampleAddress(address: string): boolean {
  return address.trim().toLowerCase() === DEFAULT_SITE_INFO.address.toLowerCase();
}
