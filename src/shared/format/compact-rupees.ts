/*
 * Short rupees for a chart's axis (the admin dashboard), apart from money.ts: every customer page
 * loads that one, and this would ride along unused. Written out as the other formats are, and
 * held to Intl's compact notation by the test.
 */

/** The Indian units a short amount is written in, largest first. */
const COMPACT_UNITS = [
  { size: 10_000_000, suffix: 'Cr' },
  { size: 100_000, suffix: 'L' },
  { size: 1_000, suffix: 'K' },
  { size: 1, suffix: '' },
] as const;

/**
 * Whole rupees short enough for a chart's axis, to one decimal: ₹500, ₹12K, ₹1.5L, ₹2Cr. Meant
 * for amounts up to ₹999.9 crore (Intl writes "₹1KCr" past that, which no axis of ours reaches).
 */
export function formatCompactRupees(amount: number): string {
  const reached = COMPACT_UNITS.findIndex((unit) => amount >= unit.size);
  // Below ₹1 no unit is reached: the amount is written as it is.
  const index = reached === -1 ? COMPACT_UNITS.length - 1 : reached;
  const unit = COMPACT_UNITS[index] ?? COMPACT_UNITS[3];
  const tenths = Math.round((amount * 10) / unit.size);
  // Rounding can reach the next unit: 99,950 is 100.0K, written "1L" as Intl does.
  const larger = COMPACT_UNITS[index - 1];
  if (larger && tenths * unit.size >= larger.size * 10) {
    return `₹${Math.round((amount * 10) / larger.size) / 10}${larger.suffix}`;
  }
  return `₹${tenths / 10}${unit.suffix}`;
}
