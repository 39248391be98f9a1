import { Link } from 'react-router';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { aboutMessages } from '#web/i18n/about-messages.ts';
import type { enAbout } from '#web/i18n/en-about.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';

type AboutText = keyof typeof enAbout.about;

const PROMISES: { icon: IconName; titleKey: AboutText; textKey: AboutText }[] = [
  { icon: 'shield', titleKey: 'rulesTitle', textKey: 'rulesText' },
  { icon: 'lock', titleKey: 'paymentTitle', textKey: 'paymentText' },
  { icon: 'home', titleKey: 'fitmentTitle', textKey: 'fitmentText' },
];

export function AboutPage() {
  const { name, addressCity } = useSiteInfo();
  const t = useMessages(aboutMessages);
  return (
    <>
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <section aria-labelledby="who-heading" className="max-w-3xl space-y-4 text-slate-700">
          <h2 id="who-heading" className="font-bold text-slate-900 text-xl">
            {t.whoTitle}
          </h2>
          <p>{fill(t.whoText, { name, city: addressCity })}</p>
          <p>{t.notGovernment}</p>
        </section>
        <ul className="grid gap-4 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.titleKey} className={cardClass}>
              <Icon name={promise.icon} className="size-7 text-blue-700" />
              <h2 className="mt-3 font-semibold text-slate-900">{t[promise.titleKey]}</h2>
              <p className="mt-1 text-slate-600 text-sm">
                {fill(t[promise.textKey], { days: DELIVERY_WORKING_DAYS })}
              </p>
            </li>
          ))}
        </ul>
        <Link to={paths.bookYourService} className={buttonClass({ size: 'lg' })}>
          {t.bookYourService}
          <Icon name="arrowRight" />
        </Link>
      </div>
    </>
  );
}
