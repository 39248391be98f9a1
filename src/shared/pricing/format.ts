/**
 * Rupees are written out here rather than with `Intl.NumberFormat('en-IN')`: a page's first Intl
 * formatter loads the browser's locale data, one task of 80–200 ms on Lighthouse's mid-range phone
 * (measured in Chromium at 4× CPU), and every customer page shows a price as it starts. The test
 * holds this to Intl's own output.
 */

/** Indian digit grouping of a whole number: the last three digits, then pairs (1,23,45,678). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const lastThree = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

/** An amount in whole paise as `₹` and Indian-grouped rupees, with the paise when asked for. */
function rupeeText(paise: number, withPaise: boolean): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const text = `${sign}₹${groupIndian(Math.floor(magnitude / 100))}`;
  return withPaise ? `${text}.${String(magnitude % 100).padStart(2, '0')}` : text;
}

/** Rupees as the site shows them: the rupee sign, Indian digit grouping, no decimals (₹1,00,000). */
export function formatRupees(amount: number): string {
  // Rounded half away from zero, as Intl rounds.
  return rupeeText(Math.sign(amount) * Math.round(Math.abs(amount)) * 100, false);
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
  return rupeeText(paise, paise % 100 !== 0);
}
