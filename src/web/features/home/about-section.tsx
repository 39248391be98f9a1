import { HOME_SECTIONS } from '../../app/paths';
import { useSiteInfo } from '../site-info/use-site-info';

export function AboutSection() {
  const { name, addressCity } = useSiteInfo();
  return (
    <section
      id={HOME_SECTIONS.aboutUs}
      aria-labelledby="about-us-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 md:py-16"
    >
      <h2 id="about-us-heading" className="font-bold text-2xl text-slate-900 sm:text-3xl">
        About Us
      </h2>
      <div className="mt-4 grid gap-4 text-slate-700 md:grid-cols-2">
        <p>
          {name} helps vehicle owners get high-security registration plates and fuel-type colour
          stickers without queues. Book online in a few minutes, pay by UPI and choose home or
          dealer installation.
        </p>
        <p>
          We are a private service provider based in {addressCity}. Our team checks every booking,
          keeps you informed by phone, and follows the government guidelines for plate fitment.
        </p>
      </div>
    </section>
  );
}
