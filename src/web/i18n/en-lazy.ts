/*
 * English for texts that only lazy pages show. en.ts ships in the customer entry, whose 100 KB
 * gzip budget is nearly spent; these ship with the page that shows them instead, through
 * lazy-messages.ts. Their Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enLazy = {
  /** Where the payment page says the 12-digit UPI reference sits in each app (issue 20). */
  utrHelp: {
    summary: 'Where do I find it?',
    intro: 'Open the payment in the app you paid with and copy the 12-digit number. It is usually:',
    googlePay: 'See transaction history → your payment → “UPI transaction ID”.',
    phonePe: 'History → your payment → “UTR”, under “Debited from”.',
    paytm: 'Balance & History → your payment → “UPI Ref No.”',
    bhim: 'Transactions → your payment → the 12-digit UPI reference number.',
    bankApps: 'Bank apps',
    bankApp: 'the payment’s details, or the bank’s SMS about it: “UPI Ref No.” or “UTR”.',
    notTheUtr: 'Menus differ between app versions. An ID with letters in it is not the UTR.',
  },
};
