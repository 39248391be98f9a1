import type { PaymentOption } from '#shared/storefront/storefront.ts';
import { Icon } from '#web/components/icon.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * Who the money goes to, in large type: lookalike sites take UPI payments too, so the customer
 * checks the name their UPI app shows before paying. That is the bank account holder's, which the
 * owner gives with the payee (issue 39); the UPI id only when there is one (an uploaded QR may
 * come alone).
 */
export function PayeeDetails({ option: { upiId, holderName } }: { option: PaymentOption }) {
  const { name } = useSiteInfo();
  const t = useMessages(paymentMessages);
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <dl className="space-y-3">
        <div>
          <dt className="text-slate-600 text-sm">{t.payTo}</dt>
          <dd className="break-words font-bold text-slate-900 text-xl">{name}</dd>
        </div>
        {holderName && (
          <div>
            <dt className="text-slate-600 text-sm">{t.holder}</dt>
            <dd className="break-words font-bold text-lg text-slate-900">{holderName}</dd>
          </div>
        )}
        {upiId && (
          <div>
            <dt className="text-slate-600 text-sm">{t.upiId}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="break-all font-bold font-plate text-lg text-slate-900">{upiId}</span>
              <CopyButton value={upiId} label={t.copyUpiId} />
            </dd>
          </div>
        )}
      </dl>
      <p className="flex gap-2 font-medium text-emerald-900 text-sm">
        <Icon name="shield" className="size-5 shrink-0" />
        {holderName ? fill(t.checkHolder, { name: holderName }) : t.checkPayee}
      </p>
    </div>
  );
}
