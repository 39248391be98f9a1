import { MOVERS_SERVICES_ID } from '../movers-sections';
import { MoversIcon, type MoversIconName } from './movers-icon';

const SERVICES: { icon: MoversIconName; title: string; text: string }[] = [
  {
    icon: 'box',
    title: 'Local house shifting',
    text: 'Packing, loading and unpacking within your city, usually done in a day.',
  },
  {
    icon: 'truck',
    title: 'Intercity relocation',
    text: 'Door-to-door moves between cities with tracked, closed-body trucks.',
  },
  {
    icon: 'building',
    title: 'Office & IT moves',
    text: 'Desks, servers and files moved over a weekend so work does not stop.',
  },
  {
    icon: 'car',
    title: 'Vehicle transport',
    text: 'Cars and bikes carried on dedicated carriers, insured end to end.',
  },
  {
    icon: 'shield',
    title: 'Premium packing',
    text: 'Multi-layer packing for glassware, electronics, art and furniture.',
  },
  {
    icon: 'warehouse',
    title: 'Storage & warehousing',
    text: 'Clean, guarded storage for a week or a year while you settle in.',
  },
];

export function MoversServices({ onBookMove }: { onBookMove: () => void }) {
  return (
    <section
      id={MOVERS_SERVICES_ID}
      aria-labelledby="movers-services-heading"
      className="scroll-mt-20 bg-slate-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="movers-services-heading" className="font-bold text-2xl text-slate-900 sm:text-3xl">
          Our Services
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          One team from the first carton to the last screw on your new wardrobe.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <MoversIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-3 font-semibold text-lg text-slate-900">{service.title}</h3>
              <p className="mt-1 text-slate-600 text-sm">{service.text}</p>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onBookMove}
          className="mt-8 rounded-lg bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
        >
          Book a Move
        </button>
      </div>
    </section>
  );
}
