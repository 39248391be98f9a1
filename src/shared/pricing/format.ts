const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Rupees as the site shows them: the rupee sign, Indian digit grouping, no decimals (₹1,00,000). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** A GST percent without trailing zeros: 18 → "18%", 12.5 → "12.5%". */
export function formatPercent(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}
