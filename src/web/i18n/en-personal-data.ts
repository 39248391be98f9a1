/*
 * English of the tracking page's "Your data" panel (decision 0050): only the tracking page's
 * chunk imports this (through personal-data-messages.ts), so the customer path carries none of
 * it. The Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enPersonalData = {
  personalData: {
    title: 'Your data',
    intro:
      'See everything we keep about this booking, or ask us to erase it. We keep only what tax law requires (the invoice, for 8 years).',
    downloadJson: 'Download my data (JSON)',
    downloadPage: 'Download as a page to read',
    askErasure: 'Ask us to erase my data',
    confirmErasure:
      'Erase your name, phone, e-mail, address, vehicle numbers, screenshot and messages once this order is closed?',
    yesErase: 'Yes, ask for erasure',
    cancel: 'Cancel',
    erasureAsked:
      'Asked on {date}. We erase your data once your order is fulfilled or cancelled, and keep only what tax law requires.',
    failed: 'Something went wrong. Please check your connection and try again.',
  },
};
