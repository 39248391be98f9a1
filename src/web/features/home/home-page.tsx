import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { ServicesSection } from './services-section.tsx';

/** The plate-booking home (app/home-route.tsx shows the movers page instead in "pm" site mode). */
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
