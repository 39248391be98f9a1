import { useState } from 'react';
import { plateHomeTitle } from '#shared/site/page-meta.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { MoversContact } from './components/movers-contact.tsx';
import { MoversHero } from './components/movers-hero.tsx';
import { MoversServices } from './components/movers-services.tsx';
import { MoversStats } from './components/movers-stats.tsx';
import { WhyChooseUs } from './components/why-choose-us.tsx';
import { MOVERS_CONTACT_ID, type MoveRoute, QUOTE_NAME_ID } from './movers-sections.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The packers-and-movers landing page (site mode "pm", docs/product.md#movers-page-and-leads).
 * Every call to action leads to the quote form; the instant estimate also carries its two PIN codes
 * there.
 */
export function MoversPage() {
  const [route, setRoute] = useState<MoveRoute>({ from: '', to: '' });
  const { moversName, name } = useSiteInfo();
  useDocumentTitle(
    fill(useMessages(moversMessages).pageTitle, { name: moversName }),
    plateHomeTitle(name),
  );

  const goToQuote = (nextRoute?: MoveRoute) => {
    if (nextRoute) setRoute(nextRoute);
    document.getElementById(MOVERS_CONTACT_ID)?.scrollIntoView({ behavior: 'smooth' });
    // Keyboard and screen-reader users land in the form, not just near it.
    document.getElementById(QUOTE_NAME_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <MoversHero onGetQuote={goToQuote} />
      <MoversStats />
      <MoversServices onBookMove={() => goToQuote()} />
      <WhyChooseUs onRequestCallback={() => goToQuote()} />
      <MoversContact route={route} />
    </>
  );
}
