/**
 * An Indian-rupee formatter, made on first use: making one costs a few milliseconds on a phone,
 * which at module load would fall in the long task that starts every customer page.
 */
function rupeeFormat(fractionDigits: number): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => {
    format ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    return format;
  };
}

const rupees = rupeeFormat(0);
const rupeesAndPaise = rupeeFormat(2);

/** Rupees as the site shows them: the rupee sign, Indian digit grouping, no decimals (₹1,00,000). */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}

/** A GST percent without trailing zeros: 18 → "18%", 12.5 → "12.5%". */
export function formatPercent(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}

/**
 * A bank's amount, kept in integer paise: whole rupees as the site shows prices (₹699), anything
 * else to the paisa (₹1,23,456.50), so a credit that is 50 paise short never reads as equal.
 */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : rupeesAndPaise().format(paise / 100);
}
