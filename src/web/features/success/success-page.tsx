import { useStore } from '@nanostores/react';
import type { BookingConfirmation } from '@shared/booking/booking-confirmation';
import { formatRupees } from '@shared/pricing/format';
import { DELIVERY_WORKING_DAYS } from '@shared/site/site-info';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths, trackingLinkPath } from '@/app/paths';
import { Icon } from '@/components/icon';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSiteInfo } from '@/features/storefront/use-storefront';
import { fill } from '@/i18n/fill';
import { successMessages } from '@/i18n/messages';
import { RedirectCountdown } from './redirect-countdown';

const NEXT_STEPS = ['nextVerified', 'nextQueued', 'nextDelivery'] as const;

/** The booking's answer, which the payment page passes in the history entry (absent on a visit). */
function confirmationOf(state: unknown): Partial<BookingConfirmation> {
  if (typeof state !== 'object' || state === null) return {};
  const { orderId, total, trackingToken } = state as Record<string, unknown>;
  return {
    orderId: typeof orderId === 'string' ? orderId : undefined,
    total: typeof total === 'number' ? total : undefined,
    trackingToken: typeof trackingToken === 'string' ? trackingToken : undefined,
  };
}

export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const t = useStore(successMessages);
  const name = searchParams.get('name')?.trim() || t.customer;
  const siteInfo = useSiteInfo();
  const days = DELIVERY_WORKING_DAYS;
  const { orderId, total, trackingToken } = confirmationOf(useLocation().state);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="grid grid-cols-1 gap-6 sm:p-8">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Icon name="check" className="size-9" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-slate-700">{fill(t.thanks, { name })}</p>
          {orderId && (
            <dl className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-slate-600">{t.orderNumber}</dt>
                <dd className="font-plate font-semibold text-slate-900">{orderId}</dd>
              </div>
              {total !== undefined && (
                <div className="flex gap-2">
                  <dt className="text-slate-600">{t.amountPaid}</dt>
                  <dd className="font-semibold text-slate-900">{formatRupees(total)}</dd>
                </div>
              )}
            </dl>
          )}
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
        {/* The order's own link opens it at once; it is in the customer's e-mail too. */}
        <Link
          to={trackingToken ? trackingLinkPath(trackingToken) : paths.track}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t.trackYourOrder}
        </Link>
        <Link to={paths.home} className={buttonClass({ size: 'lg' })}>
          {t.goToHome}
        </Link>
      </Card>
    </div>
  );
}
