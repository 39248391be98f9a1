import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useSiteMode } from '@/features/storefront/use-storefront';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ServicesSection } from './services-section';

// Only shown in "pm" site mode, so plate customers never download it.
const MoversPage = lazy(async () => ({
  default: (await import('@/features/movers/movers-page')).MoversPage,
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
