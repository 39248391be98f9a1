/**
 * Pairing a statement's debits with the credits they return (decision 0022): a debit of the same
 * UPI reference and amount is a reversal, and its credit confirms nothing.
 */
import { keyUnder, type PlannedLine, type StoredLineState } from './match-lines.ts';

/** The line is stored and shown by `reference` from now on. */
export function settle(plan: PlannedLine, reference: string): void {
  plan.reference = reference;
  plan.storedReference = reference;
  plan.key = keyUnder(plan.line, reference);
}

/**
 * Pairs each fresh debit with the credit it returns (in this file first, then stored), under any
 * of the candidates both carry. Reversals first: a reversed credit must not confirm a booking in
 * the same pass. Answers the stored, undecided credits reversed.
 */
export function pairReversals(fresh: PlannedLine[], stored: StoredLineState[]): string[] {
  const reverseStored: string[] = [];
  // The file's credits by reference and amount, in file order: each debit looks up its own
  // (searching every line for each debit took seconds on a month's statement).
  const money = (reference: string, amountPaise: number) => `${reference}|${amountPaise}`;
  const freshCredits = new Map<string, PlannedLine[]>();
  for (const plan of fresh.filter((plan) => plan.line.direction === 'credit')) {
    for (const candidate of plan.line.upiCandidates) {
      addTo(freshCredits, money(candidate, plan.line.amountPaise), plan);
    }
  }
  const storedCredits = groupBy(
    stored.filter((line) => line.direction === 'credit' && line.state !== 'reversed'),
    (line) => money(line.upiReference, line.amountPaise),
  );

  for (const debit of fresh.filter((plan) => plan.line.direction === 'debit')) {
    const moneyOf = (candidate: string) => money(candidate, debit.line.amountPaise);
    const freshHit = debit.line.upiCandidates
      .map((candidate) => ({
        candidate,
        credit: freshCredits.get(moneyOf(candidate))?.find((plan) => plan.outcome === 'unmatched'),
      }))
      .find((hit) => hit.credit !== undefined);
    const storedHit = debit.line.upiCandidates
      .map((candidate) => ({ candidate, credit: storedCredits.get(moneyOf(candidate))?.[0] }))
      .find((hit) => hit.credit !== undefined);
    if (freshHit?.credit) {
      settle(debit, freshHit.candidate);
      settle(freshHit.credit, freshHit.candidate);
      freshHit.credit.outcome = 'reversed';
      debit.outcome = 'reversal';
    } else if (storedHit?.credit) {
      settle(debit, storedHit.candidate);
      if (storedHit.credit.state === 'matched') {
        debit.reason = 'reversal-after-confirmation';
        debit.bookingId = storedHit.credit.bookingId;
      } else {
        debit.outcome = 'reversal';
        if (storedHit.credit.state === 'unmatched') reverseStored.push(storedHit.credit.id);
      }
    } else {
      // Money paid out by UPI (a vendor): nothing to do with bookings.
      debit.outcome = 'not-a-reversal';
    }
  }
  return reverseStored;
}

export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) addTo(groups, keyOf(item), item);
  return groups;
}

/** Appends in place: copying the group for each item made grouping quadratic in its size. */
function addTo<T>(groups: Map<string, T[]>, key: string, item: T): void {
  const group = groups.get(key);
  if (group) group.push(item);
  else groups.set(key, [item]);
}
