import { useSiteInfo } from '../../site-info/use-site-info';
import { MOVERS_CONTACT_ID, type MoveRoute } from '../movers-sections';
import { MoversIcon } from './movers-icon';
import { QuoteForm } from './quote-form';

export function MoversContact({ route }: { route: MoveRoute }) {
  const { phone, phonecall } = useSiteInfo();
  return (
    <section
      id={MOVERS_CONTACT_ID}
      aria-labelledby="movers-contact-heading"
      className="scroll-mt-20 bg-slate-900 text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <h2 id="movers-contact-heading" className="font-bold text-2xl sm:text-3xl">
            Get a free quote
          </h2>
          <p className="mt-3 text-slate-300">
            Leave your name and mobile number and a move planner calls you back within 10 minutes
            with a fixed price. Prefer to talk now? Call our support line, open 24x7.
          </p>
          <a
            href={`tel:${phonecall}`}
            className="mt-6 inline-flex items-center gap-2 rounded-lg border border-white/40 px-5 py-3 font-semibold hover:bg-white/10"
          >
            <MoversIcon name="phone" />
            Call Support
          </a>
          <p className="mt-3 text-slate-300 text-sm">{phone}</p>
        </div>
        <QuoteForm route={route} />
      </div>
    </section>
  );
}
