import { Link } from 'react-router';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { heroButtonClass } from '#web/components/ui/hero-button.ts';
import type { en } from '#web/i18n/en.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { homeMessages } from '#web/i18n/messages.ts';
import { HOME_SECTIONS, paths } from '#web/lib/paths.ts';
import { SamplePlate } from './sample-plate.tsx';

const TRUST_POINTS: { icon: IconName; textKey: keyof typeof en.home }[] = [
  { icon: 'shield', textKey: 'trustGuidelines' },
  { icon: 'lock', textKey: 'trustPayment' },
  { icon: 'bolt', textKey: 'trustProcessing' },
  { icon: 'home', textKey: 'trustDoorstep' },
];

export function HeroSection() {
  const t = useMessages(homeMessages);
  return (
    <section className="bg-gradient-to-b from-blue-900 to-blue-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2">
        <div>
          <p className="mb-3 inline-block rounded-full bg-white/10 px-3 py-1 font-medium text-blue-100 text-sm">
            {t.heroTag}
          </p>
          <h1 className="font-bold text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mt-4 max-w-xl text-blue-100 text-lg">{t.heroText}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.bookYourService} className={heroButtonClass.amber}>
              {t.bookIn2Minutes}
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <a href={`#${HOME_SECTIONS.howItWorks}`} className={heroButtonClass.outline}>
              {t.seeHowItWorks}
            </a>
          </div>
          <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {TRUST_POINTS.map((point) => (
              <li key={point.textKey} className="flex items-center gap-3 text-blue-50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon name={point.icon} className="size-5 text-amber-300" />
                </span>
                {t[point.textKey]}
              </li>
            ))}
          </ul>
        </div>
        <SamplePlate />
      </div>
    </section>
  );
}
