import { formatRupees } from './money.ts';

/*
 * Amounts kept in integer paise (a bank's credit, a tax line of the invoice), for the admin area
 * and the PDFs; apart from money.ts, which every customer page loads, so that they do not carry it.
 */

/**
 * Whole rupees as prices are shown (₹699), anything else to the paisa (₹1,23,456.50), so a
 * credit 50 paise short never reads as equal.
 */
export function formatPaise(paise: number): string {
  const magnitude = Math.abs(paise);
  const rupees = formatRupees(Math.floor(magnitude / 100));
  const text = paise < 0 ? `-${rupees}` : rupees;
  return magnitude % 100 ? `${text}.${String(magnitude % 100).padStart(2, '0')}` : text;
}
