import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';

const STATS = [
  { value: '120+', labelKey: 'statCities' },
  { value: '10k+', labelKey: 'statFamilies' },
  { value: '99%', labelKey: 'statOnTime' },
] as const;

export function MoversStats() {
  const t = useMessages(moversMessages);
  return (
    <section aria-label={t.record} className="border-slate-200 border-b bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-4 px-4 py-8 text-center">
        {STATS.map((stat) => (
          <div key={stat.labelKey} className="flex flex-col-reverse">
            <dt className="text-slate-600 text-sm">{t[stat.labelKey]}</dt>
            <dd className="font-bold text-2xl text-teal-800 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
