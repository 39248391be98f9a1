import { heroButtonClass } from '#web/components/ui/hero-button.ts';
import type { enMovers } from '#web/i18n/en-movers.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { MOVERS_SERVICES_ID, type MoveRoute } from '../movers-sections.ts';
import { useMoversClaims } from '../use-movers-claims.ts';
import { InstantEstimate } from './instant-estimate.tsx';
import { MoversIcon, type MoversIconName } from './movers-icon.tsx';

const BADGES: { icon: MoversIconName; textKey: keyof typeof enMovers.movers }[] = [
  { icon: 'receipt', textKey: 'badgeInvoices' },
  { icon: 'shield', textKey: 'badgeInsurance' },
  { icon: 'clock', textKey: 'badgeSupport' },
];

/** "Rated 4.9 by families across India · 10k+ moves", of the parts the owner confirmed. */
function RatingPill() {
  const t = useMessages(moversMessages);
  const { rating, moves } = useMoversClaims();
  const parts = [
    rating && fill(t.ratingClaim, { rating }),
    moves && fill(t.movesClaim, { moves }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-medium text-sm text-teal-50">
      <MoversIcon name="star" className="size-4 fill-amber-300 text-amber-300" />
      {parts.join(' · ')}
    </p>
  );
}

export function MoversHero({ onGetQuote }: { onGetQuote: (route?: MoveRoute) => void }) {
  const t = useMessages(moversMessages);
  // The support badge names the movers business's own hours (site info), e.g. "24x7 support".
  const { moversHours } = useSiteInfo();
  // "Govt-approved invoices" and "All-risk insurance" only once the owner confirmed them.
  const claims = useMoversClaims();
  const badges = BADGES.filter(
    ({ textKey }) =>
      (textKey !== 'badgeInvoices' || claims.invoices) &&
      (textKey !== 'badgeInsurance' || claims.insurance),
  );
  return (
    <section className="bg-gradient-to-br from-slate-900 via-teal-900 to-teal-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <RatingPill />
          <h1 className="font-bold text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-teal-50">{t.heroText}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge.textKey}
                className="inline-flex items-center gap-2 rounded-full border border-white/20 px-3 py-1.5 text-sm"
              >
                <MoversIcon name={badge.icon} className="size-4 text-amber-300" />
                {fill(t[badge.textKey], { hours: moversHours })}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" onClick={() => onGetQuote()} className={heroButtonClass.amber}>
              {t.getFreeQuote}
            </button>
            <a href={`#${MOVERS_SERVICES_ID}`} className={heroButtonClass.outline}>
              {t.exploreServices}
            </a>
          </div>
        </div>
        <InstantEstimate onSubmit={onGetQuote} />
      </div>
    </section>
  );
}
