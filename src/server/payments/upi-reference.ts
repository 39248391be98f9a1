/**
 * The 12-digit UPI reference (UTR / RRN) of a statement line, looked for in the bank's reference
 * column first and then in the description. Banks write it as `UPI/412398765432/…` (ICICI, Axis),
 * `UPI-NAME-vpa@bank-IFSC-412398765432-NOTE` (HDFC), `UPI/CR/412398765432/…` (SBI), `UPI:…`, or
 * in the reference column as `UPI-412398765432` or zero-padded `0000412398765432` (HDFC).
 *
 * Only a 12-digit token of its own counts (not digits inside a UPI id such as 919876543210@paytm),
 * and only in a text that says UPI. The payer writes the note at the end of the description, so
 * two different 12-digit tokens there make the line ambiguous: null, for staff to look at, never
 * a guess that a customer could steer.
 */
export function findUpiReference(reference: string, description: string): string | null {
  const describedAsUpi = isUpiText(description);
  const inReference = isUpiText(reference)
    ? twelveDigitTokens(reference)
    : describedAsUpi
      ? paddedReference(reference)
      : [];
  if (inReference.length > 0) return only(inReference);
  return describedAsUpi ? only(twelveDigitTokens(description)) : null;
}

const SEPARATORS = /[\s/\\\-:|,;()#*]+/;

function tokens(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

// "UPI", and the prefixes banks put on UPI returns and collect requests (UPIAR, UPIRET, UPIINT).
function isUpiText(text: string): boolean {
  return tokens(text).some((token) => /^UPI[A-Z]{0,6}$/i.test(token));
}

function twelveDigitTokens(text: string): string[] {
  return [...new Set(tokens(text).filter((token) => /^\d{12}$/.test(token)))];
}

// HDFC's Chq./Ref.No. for a UPI line is the reference padded with zeros to 16 digits.
function paddedReference(reference: string): string[] {
  const match = /^0{0,4}(\d{12})$/.exec(reference.trim());
  return match?.[1] ? [match[1]] : [];
}

function only(candidates: string[]): string | null {
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}
