import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { homeMessages } from '#web/i18n/messages.ts';
import { HOME_SECTIONS } from '#web/lib/paths.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';

export function AboutSection() {
  const { name, addressCity } = useSiteInfo();
  const t = useMessages(homeMessages);
  return (
    <section
      id={HOME_SECTIONS.aboutUs}
      aria-labelledby="about-us-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 md:py-16"
    >
      <SectionHeading id="about-us-heading">{t.aboutTitle}</SectionHeading>
      <div className="mt-4 grid gap-4 text-slate-700 md:grid-cols-2">
        <p>{fill(t.aboutWhat, { name })}</p>
        <p>{fill(t.aboutWho, { city: addressCity })}</p>
      </div>
    </section>
  );
}
