/**
 * A sent refund seen in a later bank statement (docs/product.md#cancellation-and-refunds): a
 * debit line of the refund's amount is its payment out when the line carries the refund's UPI
 * reference, or else, for a reference staff mistyped, when its narration names the payer (the
 * booking's name, as banks write a UPI payment's counterparty) within a few days of the day the
 * refund was recorded as sent. Pure: the caller loads the refunds and stores what this answers.
 */
import { addDays } from '#shared/site/india-time.ts';

/** A sent refund no statement has shown yet, with its booking's name. */
export interface RefundAwaitingBank {
  id: string;
  bookingId: string;
  amountPaise: number;
  upiRef: string | null;
  /** India day staff said it was sent. */
  sentAt: string | null;
  payerName: string;
}

/** A fresh debit line of the statement that is no reversal of a credit. */
export interface PaidOutLine {
  amountPaise: number;
  /** The bank's date, YYYY-MM-DD. */
  date: string;
  description: string;
  upiCandidates: readonly string[];
}

/** Days after the recorded day within which a line found by name and amount counts. */
export const NAME_MATCH_DAYS = 4;

/** Letters and digits only, upper case: "Asha  Verma" and "ASHA VERMA" agree. */
const words = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function namesPayer(line: PaidOutLine, refund: RefundAwaitingBank): boolean {
  const name = words(refund.payerName);
  if (name.length < 3 || !refund.sentAt) return false;
  const within = line.date >= refund.sentAt && line.date <= addDays(refund.sentAt, NAME_MATCH_DAYS);
  return within && ` ${words(line.description)} `.includes(` ${name} `);
}

/**
 * For each line, the refund it shows being paid, or undefined. Each refund is matched once, by
 * its reference before any name; a name that fits two refunds of the same amount matches none.
 */
export function matchRefundDebits(
  lines: readonly PaidOutLine[],
  refunds: readonly RefundAwaitingBank[],
): (RefundAwaitingBank | undefined)[] {
  const taken = new Set<string>();
  const byReference = lines.map((line) => {
    const found = refunds.find(
      (refund) =>
        !taken.has(refund.id) &&
        refund.amountPaise === line.amountPaise &&
        refund.upiRef !== null &&
        line.upiCandidates.includes(refund.upiRef),
    );
    if (found) taken.add(found.id);
    return found;
  });
  return lines.map((line, i) => {
    const found = byReference[i];
    if (found) return found;
    const named = refunds.filter(
      (refund) =>
        !taken.has(refund.id) &&
        refund.amountPaise === line.amountPaise &&
        namesPayer(line, refund),
    );
    const [only] = named;
    if (named.length !== 1 || !only) return undefined;
    taken.add(only.id);
    return only;
  });
}
