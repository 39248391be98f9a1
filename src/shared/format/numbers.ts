/*
 * Plain numbers as the site writes them, in Indian digit grouping, without Intl: a page's first
 * Intl formatter loads the browser's locale data, a task of 80–200 ms on a mid-range phone
 * (decision 0030). The tests hold these to `Intl.NumberFormat('en-IN')`.
 */

/** A count (a whole number, 0 or more) grouped the Indian way: the last three digits, then pairs (1,23,45,678). */
export function formatCount(count: number): string {
  const digits = String(count);
  const head = digits.slice(0, -3);
  const lastThree = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

/** A GST percent without trailing zeros: 18 → "18%", 12.5 → "12.5%". */
export function formatPercent(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}
