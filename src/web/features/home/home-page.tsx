import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ServicesSection } from './services-section';

/**
 * The HSRP home. It renders without waiting for the network; the "pm" (movers) site mode will
 * choose between this and the movers page here once that page exists.
 */
export function HomePage() {
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
