/**
 * India's 28 states and 8 union territories, offered in the booking form in this (alphabetical)
 * order, each with its GST state code (the first two digits of a GSTIN registered there), so the
 * tax invoice can tell CGST + SGST from IGST (docs/product.md#tax-invoices).
 */
export const GST_STATE_CODES = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
} as const;

export type IndianState = keyof typeof GST_STATE_CODES;
export const INDIAN_STATES = Object.keys(GST_STATE_CODES) as [IndianState, ...IndianState[]];

/** The state or union territory whose GST state code this is, if any. */
export function stateOfGstCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => GST_STATE_CODES[state] === code);
}
