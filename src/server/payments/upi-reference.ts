/**
 * The 12-digit UPI references (UTR / RRN) a statement line carries. Banks write them as
 * `UPI/412398765432/…` (ICICI, Axis), `UPI-NAME-vpa@bank-IFSC-412398765432-NOTE` (HDFC),
 * `UPI/CR/412398765432/…` (SBI), `UPI:…`, or in the reference column as `UPI-412398765432` or
 * zero-padded `0000412398765432` (HDFC).
 *
 * Which number the payer can read in their app: NPCI's apps call the same 12-digit number the
 * "UPI Ref No", "UTR" or "RRN" (Paytm's help, paytm.com/faqs/upi/what-is-a-upi-transaction-number
 * and …/how-to-identify-a-upi-transaction), and Google Pay's help tells a payee to match the app's
 * "UPI transaction ID" against the number the statement writes after "UPI/" in the narration
 * (support.google.com/pay/india/answer/9739577). Kotak's CSV is the odd one: its narration
 * `UPI/NAME/615762270582/NOTE` carries that number, while `Chq / Ref No.` holds `UPI-615719372785`,
 * a different 12-digit number of the bank's own. No bank documents its column, so both are kept:
 * every distinct candidate is listed, narration first, and matching tries each of them.
 *
 * Only a 12-digit token of its own counts (not digits inside a UPI id such as 919876543210@paytm,
 * nor inside a word), and only in a text that says UPI (or a merchant app's report, where every
 * line is a UPI payment). Two different numbers (a payer's note holding a 91-prefixed mobile, or
 * Kotak's pair) make the line ambiguous: a guess a customer could steer is never made here.
 */
export function findUpiCandidates(
  reference: string,
  description: string,
  { allUpi = false }: { allUpi?: boolean } = {},
): string[] {
  const describedAsUpi = allUpi || isUpiText(description);
  const inDescription = describedAsUpi ? twelveDigitTokens(description) : [];
  const inReference =
    allUpi || isUpiText(reference)
      ? [...twelveDigitTokens(reference), ...paddedReference(reference)]
      : describedAsUpi
        ? paddedReference(reference)
        : [];
  return [...new Set([...inDescription, ...inReference])];
}

/** The one reference of these candidates, or null when there is none or more than one. */
export function onlyCandidate(candidates: string[]): string | null {
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

const SEPARATORS = /[\s/\\\-:|,;()#*.]+/;

function tokens(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

// "UPI", and the prefixes banks put on UPI returns and collect requests (UPIAR, UPIRET, UPIINT).
function isUpiText(text: string): boolean {
  return tokens(text).some((token) => /^UPI[A-Z]{0,6}$/i.test(token));
}

function twelveDigitTokens(text: string): string[] {
  return tokens(text).filter((token) => /^\d{12}$/.test(token));
}

// HDFC's Chq./Ref.No. for a UPI line is the reference padded with zeros to 16 digits.
function paddedReference(reference: string): string[] {
  const match = /^0{0,4}(\d{12})$/.exec(reference.trim());
  return match?.[1] ? [match[1]] : [];
}
