import { POLICIES_MESSAGES } from '../policies-messages.ts';

/** Beside a suggested text until it is saved: the owner's review is what makes it a policy. */
export function StarterNote() {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm">
      <strong className="font-semibold">Starting point only. </strong>
      {POLICIES_MESSAGES.starterNote}
    </p>
  );
}
