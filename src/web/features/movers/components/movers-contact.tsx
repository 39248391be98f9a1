import { heroButtonClass } from '#web/components/ui/hero-button.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { MOVERS_CONTACT_ID, type MoveRoute } from '../movers-sections.ts';
import { MoversIcon } from './movers-icon.tsx';
import { QuoteForm } from './quote-form.tsx';

export function MoversContact({ route }: { route: MoveRoute }) {
  const { phone, phonecall, moversHours } = useSiteInfo();
  const t = useMessages(moversMessages);
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
