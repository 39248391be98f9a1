import { useStore } from '@nanostores/react';
import { heroButtonClass } from '@/components/ui/hero-button';
import { MOVERS_CONTACT_ID, type MoveRoute } from '@/features/movers/movers-sections';
import { useSiteInfo } from '@/features/storefront/use-storefront';
import { fill } from '@/i18n/fill';
import { moversMessages } from '@/i18n/messages';
import { MoversIcon } from './movers-icon';
import { QuoteForm } from './quote-form';

export function MoversContact({ route }: { route: MoveRoute }) {
  const { phone, phonecall, moversHours } = useSiteInfo();
  const t = useStore(moversMessages);
  return (
    <section
      id={MOVERS_CONTACT_ID}
      aria-labelledby="movers-contact-heading"
      className="scroll-mt-20 bg-slate-900 text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <h2 id="movers-contact-heading" className="font-bold text-2xl sm:text-3xl">
            {t.contactTitle}
          </h2>
          <p className="mt-3 text-slate-300">{fill(t.contactText, { hours: moversHours })}</p>
          <a href={`tel:${phonecall}`} className={`mt-6 ${heroButtonClass.outline}`}>
            <MoversIcon name="phone" />
            {t.callSupport}
          </a>
          <p className="mt-3 text-slate-300 text-sm">{phone}</p>
        </div>
        <QuoteForm route={route} />
      </div>
    </section>
  );
}
