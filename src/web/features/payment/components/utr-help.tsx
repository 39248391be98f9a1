import { utrHelpMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import type { TextsOf } from '#web/i18n/message-group.ts';

type UtrHelpTexts = TextsOf<typeof utrHelpMessages>;

/** The common UPI apps, by the name each writes itself in (Latin in Hindi too), and its line. */
const APPS: ReadonlyArray<readonly [name: string, where: keyof UtrHelpTexts]> = [
  ['Google Pay', 'googlePay'],
  ['PhonePe', 'phonePe'],
  ['Paytm', 'paytm'],
  ['BHIM', 'bhim'],
];

/**
 * "Where do I find it?" under the transaction number: where each common app shows the 12-digit
 * UPI reference (UTR), closed until asked for so the form stays short on a phone.
 */
export function UtrHelp() {
  const t = useMessages(utrHelpMessages);
  return (
    <details className="group -mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center gap-1.5 rounded font-medium text-blue-800 underline underline-offset-2">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t.summary}
      </summary>
      <div className="mt-1 space-y-2 rounded-lg bg-slate-50 p-3 text-slate-700">
        <p>{t.intro}</p>
        <ul className="space-y-1.5">
          {APPS.map(([name, where]) => (
            <li key={name}>
              <strong className="font-semibold text-slate-900">{name}:</strong> {t[where]}
            </li>
          ))}
          <li>
            <strong className="font-semibold text-slate-900">{t.bankApps}:</strong> {t.bankApp}
          </li>
        </ul>
        <p className="text-slate-600">{t.notTheUtr}</p>
      </div>
    </details>
  );
}
