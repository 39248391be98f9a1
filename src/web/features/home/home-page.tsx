import { lazy, Suspense } from 'react';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSiteMode } from '#web/lib/storefront/use-storefront.ts';
import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { ServicesSection } from './services-section.tsx';

// Only shown in "pm" site mode, so plate customers never download it.
const MoversPage = lazy(async () => ({
  default: (await import('#web/features/movers/movers-page.tsx')).MoversPage,
}));

/** "/": the plate-booking home, or the packers-and-movers page when an admin switched to "pm". */
export function HomePage() {
  const { mode, loading } = useSiteMode();
  if (loading) return <LoadingScreen />;
  if (mode === 'pm') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <MoversPage />
      </Suspense>
    );
  }
  return <HsrpHome />;
}

function HsrpHome() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <HowItWorksSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
