import { ctaPrimaryClass, MOVERS_SERVICES_ID, type MoveRoute } from '../movers-sections';
import { InstantEstimate } from './instant-estimate';
import { MoversIcon, type MoversIconName } from './movers-icon';

const BADGES: { icon: MoversIconName; text: string }[] = [
  { icon: 'receipt', text: 'Govt-approved invoices' },
  { icon: 'shield', text: 'All-risk insurance' },
  { icon: 'clock', text: '24x7 support' },
];

export function MoversHero({ onGetQuote }: { onGetQuote: (route?: MoveRoute) => void }) {
  return (
    <section className="bg-gradient-to-br from-slate-900 via-teal-900 to-teal-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-medium text-sm text-teal-50">
            <MoversIcon name="star" className="size-4 fill-amber-300 text-amber-300" />
            Rated 4.9 by families across India · 10k+ moves
          </p>
          <h1 className="font-bold text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            Packers and movers for a stress-free shift
          </h1>
          <p className="mt-4 max-w-xl text-lg text-teal-50">
            House shifting, office moves and vehicle transport with trained crews, careful packing
            and one clear price agreed before we lift a box.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {BADGES.map((badge) => (
              <li
                key={badge.text}
                className="inline-flex items-center gap-2 rounded-full border border-white/20 px-3 py-1.5 text-sm"
              >
                <MoversIcon name={badge.icon} className="size-4 text-amber-300" />
                {badge.text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" onClick={() => onGetQuote()} className={ctaPrimaryClass}>
              Get a Free Quote
            </button>
            <a
              href={`#${MOVERS_SERVICES_ID}`}
              className="inline-flex items-center justify-center rounded-lg border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Explore Services
            </a>
          </div>
        </div>
        <InstantEstimate onSubmit={onGetQuote} />
      </div>
    </section>
  );
}
