import { formatCount } from './numbers.ts';

/*
 * Rupees as every surface writes them (pages, mails, PDFs, the admin area): the rupee sign, no
 * space, Indian digit grouping. Written out rather than with `Intl.NumberFormat('en-IN')`: a
 * page's first Intl formatter loads the browser's locale data, a task of 80–200 ms on a mid-range
 * phone, and every customer page shows a price as it starts (decision 0030). Amounts to the paisa
 * are in paise.ts, which customer pages do not load. The tests hold both to Intl's own output.
 */

/** Rupees as the site shows prices: no decimals (₹1,00,000), the minus sign first (-₹500). */
export function formatRupees(amount: number): string {
  // Rounded half away from zero, as Intl rounds; an amount that rounds to nothing is ₹0, not -₹0.
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 && whole ? '-' : ''}₹${formatCount(whole)}`;
}
