import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { useMoversClaims } from '../use-movers-claims.ts';

const STATS = [
  { claim: 'cities', labelKey: 'statCities' },
  { claim: 'moves', labelKey: 'statFamilies' },
  { claim: 'onTime', labelKey: 'statOnTime' },
] as const;

/** The record in figures: only those the owner confirmed; no section without any. */
export function MoversStats() {
  const t = useMessages(moversMessages);
  const claims = useMoversClaims();
  const stats = STATS.flatMap((stat) => {
    const value = claims[stat.claim];
    return value ? [{ ...stat, value }] : [];
  });
  if (stats.length === 0) return null;
  return (
    <section aria-label={t.record} className="border-slate-200 border-b bg-white">
      <dl className="mx-auto grid max-w-6xl auto-cols-fr grid-flow-col gap-4 px-4 py-8 text-center">
        {stats.map((stat) => (
          <div key={stat.labelKey} className="flex flex-col-reverse">
            <dt className="text-slate-600 text-sm">{t[stat.labelKey]}</dt>
            <dd className="font-bold text-2xl text-teal-800 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
