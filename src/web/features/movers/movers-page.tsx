import { useStore } from '@nanostores/react';
import { plateHomeTitle } from '@shared/site/page-meta';
import { useState } from 'react';
import { useSiteInfo } from '@/features/storefront/use-storefront';
import { fill } from '@/i18n/fill';
import { moversMessages } from '@/i18n/messages';
import { MoversContact } from './components/movers-contact';
import { MoversHero } from './components/movers-hero';
import { MoversServices } from './components/movers-services';
import { MoversStats } from './components/movers-stats';
import { WhyChooseUs } from './components/why-choose-us';
import { MOVERS_CONTACT_ID, type MoveRoute, QUOTE_NAME_ID } from './movers-sections';
import { useDocumentTitle } from './use-document-title';

/**
 * The packers-and-movers landing page (site mode "pm", docs/product.md#movers-page-and-leads).
 * Every call to action leads to the quote form; the instant estimate also carries its two PIN codes
 * there.
 */
export function MoversPage() {
  const [route, setRoute] = useState<MoveRoute>({ from: '', to: '' });
  const { moversName, name } = useSiteInfo();
  useDocumentTitle(
    fill(useStore(moversMessages).pageTitle, { name: moversName }),
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
