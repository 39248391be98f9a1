import { cardClass } from '#web/components/ui/card.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import type { enMovers } from '#web/i18n/en-movers.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { MOVERS_SERVICES_ID, tealButtonClass } from '../movers-sections.ts';
import { MoversIcon, type MoversIconName } from './movers-icon.tsx';

type MoversText = keyof typeof enMovers.movers;

const SERVICES: { icon: MoversIconName; titleKey: MoversText; textKey: MoversText }[] = [
  { icon: 'box', titleKey: 'localTitle', textKey: 'localText' },
  { icon: 'truck', titleKey: 'intercityTitle', textKey: 'intercityText' },
  { icon: 'building', titleKey: 'officeTitle', textKey: 'officeText' },
  { icon: 'car', titleKey: 'vehicleTitle', textKey: 'vehicleText' },
  { icon: 'shield', titleKey: 'packingTitle', textKey: 'packingText' },
  { icon: 'warehouse', titleKey: 'storageTitle', textKey: 'storageText' },
];

export function MoversServices({ onBookMove }: { onBookMove: () => void }) {
  const t = useMessages(moversMessages);
  return (
    <section
      id={MOVERS_SERVICES_ID}
      aria-labelledby="movers-services-heading"
      className="scroll-mt-20 bg-slate-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <SectionHeading id="movers-services-heading">{t.servicesTitle}</SectionHeading>
        <p className="mt-2 max-w-2xl text-slate-600">{t.servicesText}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.titleKey} className={cardClass}>
              <span className="flex size-10 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <MoversIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-3 font-semibold text-lg text-slate-900">{t[service.titleKey]}</h3>
              <p className="mt-1 text-slate-600 text-sm">{t[service.textKey]}</p>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onBookMove} className={`mt-8 ${tealButtonClass}`}>
          {t.bookAMove}
        </button>
      </div>
    </section>
  );
}
