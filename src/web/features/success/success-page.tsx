import { useStore } from '@nanostores/react';
import { Link, useSearchParams } from 'react-router';
import { DELIVERY_WORKING_DAYS } from '../../../shared/site/site-info';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { fill } from '../../i18n/fill';
import { successMessages } from '../../i18n/messages';
import { useSiteInfo } from '../site-info/use-site-info';
import { RedirectCountdown } from './redirect-countdown';

const NEXT_STEPS = ['nextVerified', 'nextQueued', 'nextDelivery'] as const;

export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const t = useStore(successMessages);
  const name = searchParams.get('name')?.trim() || t.customer;
  const siteInfo = useSiteInfo();
  const days = DELIVERY_WORKING_DAYS;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Icon name="check" className="size-9" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-slate-700">{fill(t.thanks, { name })}</p>
        </div>
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 text-slate-700 sm:p-5">
          <p>{fill(t.dear, { name })}</p>
          <p>{fill(t.letter, { site: siteInfo.name, days })}</p>
          <p>
            {t.regards}
            <br />
            {fill(t.team, { site: siteInfo.name })}
          </p>
        </div>
        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="font-semibold text-lg text-slate-900">
            {t.nextTitle}
          </h2>
          <ol className="mt-3 space-y-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-sm text-white">
                  {index + 1}
                </span>
                <span className="pt-0.5 text-slate-700">{fill(t[step], { days })}</span>
              </li>
            ))}
          </ol>
        </section>
        <RedirectCountdown />
        <Link
          to={paths.track}
          className="block rounded-lg border border-blue-700 px-6 py-3 text-center font-semibold text-blue-800 hover:bg-blue-50"
        >
          {t.trackYourOrder}
        </Link>
        <Link
          to={paths.home}
          className="block rounded-lg bg-blue-700 px-6 py-3 text-center font-semibold text-white hover:bg-blue-800"
        >
          {t.goToHome}
        </Link>
      </div>
    </div>
  );
}
