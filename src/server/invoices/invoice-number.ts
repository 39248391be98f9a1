import { indiaDateParts } from '#shared/site/india-time.ts';

/** GST rule 46(b): an invoice's serial number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** Sequences are padded to six digits, and grow wider past 999,999 within the 16 characters. */
const SEQUENCE_DIGITS = 6;

/** India's financial year (April to March, India time) of an instant, as "2026-27". */
export function financialYearOf(at: Date): string {
  const { year, month } = indiaDateParts(at);
  const start = Number(month) >= 4 ? Number(year) : Number(year) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27/000001": a series per financial year, as GST asks, readable at a glance. */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  const number = `${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new Error(`Invoice number ${number} is longer than GST allows.`);
  }
  return number;
}

/** Credit notes' sequences: four digits, growing to five within the 16 characters. */
const CREDIT_NOTE_DIGITS = 4;

/** "CN/2026-27/0001": credit notes (CGST s.34) in a series of their own per financial year. */
export function formatCreditNoteNumber(financialYear: string, sequence: number): string {
  const number = `CN/${financialYear}/${String(sequence).padStart(CREDIT_NOTE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new Error(`Credit note number ${number} is longer than GST allows.`);
  }
  return number;
}
