import type { ShownMoversClaims } from '#shared/site/movers-claims.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import type { enMovers } from '#web/i18n/en-movers.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { tealButtonClass } from '../movers-sections.ts';
import { useMoversClaims } from '../use-movers-claims.ts';
import { MoversIcon, type MoversIconName } from './movers-icon.tsx';

type MoversText = keyof typeof enMovers.movers;

interface Reason {
  icon: MoversIconName;
  titleKey: MoversText;
  text: (t: Record<MoversText, string>, claims: ShownMoversClaims) => string | undefined;
}

// The crew and on-time cards state the owner's figures, and the damage promise rests on the
// all-risk insurance: without the owner's confirmation, no card.
const REASONS: Reason[] = [
  {
    icon: 'users',
    titleKey: 'crewTitle',
    text: (t, { crewHours }) => crewHours && fill(t.crewText, { hours: crewHours }),
  },
  {
    icon: 'shield',
    titleKey: 'damageTitle',
    text: (t, { insurance }) => insurance && t.damageText,
  },
  {
    icon: 'clock',
    titleKey: 'onTimeTitle',
    text: (t, { onTime }) => onTime && fill(t.onTimeText, { percent: onTime }),
  },
  { icon: 'receipt', titleKey: 'pricingTitle', text: (t) => t.pricingText },
];

const GUARANTEES = ['noHiddenCharges', 'freeBasicPacking', 'payAfterPickup'] as const;

export function WhyChooseUs({ onRequestCallback }: { onRequestCallback: () => void }) {
  const t = useMessages(moversMessages);
  const claims = useMoversClaims();
  const reasons = REASONS.flatMap((reason) => {
    const text = reason.text(t, claims);
    return text ? [{ ...reason, text }] : [];
  });
  return (
    <section aria-labelledby="why-heading" className="border-slate-200 border-t bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <SectionHeading id="why-heading">{t.whyTitle}</SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.titleKey} className="rounded-2xl bg-slate-50 p-5">
              <MoversIcon name={reason.icon} className="size-7 text-teal-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{t[reason.titleKey]}</h3>
              <p className="mt-1 text-slate-600 text-sm">{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-teal-50 p-5 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {GUARANTEES.map((guarantee) => (
              <li key={guarantee} className="flex items-center gap-2 font-medium text-teal-900">
                <MoversIcon name="check" className="size-5 text-teal-700" />
                {t[guarantee]}
              </li>
            ))}
          </ul>
          <button type="button" onClick={onRequestCallback} className={tealButtonClass}>
            {t.requestCallback}
          </button>
        </div>
      </div>
    </section>
  );
}
