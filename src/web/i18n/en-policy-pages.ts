/*
 * English of the policy pages themselves (Consumer Protection (E-Commerce) Rules, 2020): only
 * their lazy chunk imports this (through policy-page-messages.ts), so the customer entry and the
 * path to payment carry none of it; the links to the pages stay in en.ts. The Hindi is in hi.ts
 * with all the rest, checked by the same Translation type.
 */
export const enPolicyPages = {
  policyPages: {
    lastUpdated: 'Last updated: {date}',
    notPublished: 'This page has not been published yet. For questions, please contact us:',
    loadFailed: 'Could not load this page. Please try again.',
    tryAgain: 'Try again',
    grievanceIntro:
      'For complaints about a booking, a payment or your data. Please quote your order number.',
    grievancePromise:
      'We acknowledge a complaint within {hours} hours and resolve it within one month.',
    officerName: 'Name',
    designation: 'Designation',
  },
};
