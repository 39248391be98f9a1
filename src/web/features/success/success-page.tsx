import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { trackOrderPath } from '#shared/page-paths.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { whatsAppShareUrl } from '#shared/site/whatsapp-link.ts';
import { FittingCentrePlace } from '#web/components/fitting-centre-place.tsx';
import { Icon } from '#web/components/icon.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { shareMessages, successMessages } from '#web/i18n/lazy-messages.ts';
import { paths, trackingLinkPath } from '#web/lib/paths.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { readSuccessState } from '#web/lib/success-state.ts';
import { readConfirmedFitting } from './confirmed-fitting.ts';
import { OrderFacts } from './order-facts.tsx';
import { RedirectCountdown } from './redirect-countdown.tsx';

export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const t = useMessages(successMessages);
  const share = useMessages(shareMessages);
  const name = searchParams.get('name')?.trim() || t.customer;
  const siteInfo = useSiteInfo();
  const days = DELIVERY_WORKING_DAYS;
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const {
    orderId,
    total,
    txnId,
    trackingToken,
    stay,
    appointmentDay,
    appointmentSlot,
    holdUntil,
    service,
  } = readSuccessState(location.state);
  const fitting = readConfirmedFitting(location.state);
  // What is true for this booking: its appointment (not "within 15 working days") and, for a
  // sticker-only order, no number plate promised.
  const item = service === 'ONLY_COLOR_STICKERS' ? t.itemSticker : t.itemPlate;
  const appointment =
    appointmentDay && appointmentSlot
      ? `${formatDay(appointmentDay, locale)}, ${formatSlotKey(appointmentSlot, locale)}`
      : undefined;
  const letter = appointment
    ? t.letterAppointment
    : service === 'ONLY_COLOR_STICKERS'
      ? t.letterSticker
      : t.letter;
  const nextSteps = [
    t.nextVerified,
    t.nextQueued,
    appointment ? fill(t.nextFitting, { item, when: appointment }) : t.nextDelivery,
  ];
  const stayNotice = useRef<HTMLParagraphElement>(null);
  const [stayChosen, setStayChosen] = useState(false);

  // The choice is kept in this history entry, so a reload or Back shows no countdown again.
  const markStay = () => {
    const state = typeof location.state === 'object' ? location.state : null;
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...state, stay: true },
    });
  };

  // The button is gone once pressed: its notice takes the focus, so nobody is left nowhere.
  useEffect(() => {
    if (stayChosen && stay) stayNotice.current?.focus();
  }, [stayChosen, stay]);

  // The order's own link opens it at once (it is in the customer's e-mail too); a repeated
  // booking's answer has no secret, so its order number is filled in instead.
  const trackLink = trackingToken
    ? trackingLinkPath(trackingToken)
    : orderId
      ? trackOrderPath(orderId)
      : paths.track;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="grid grid-cols-1 gap-6 sm:p-8">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Icon name="check" className="size-9" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-slate-700">{fill(t.thanks, { name })}</p>
          {holdUntil && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">
              {fill(t.heldUntil, { when: formatIndiaWeekdayTime(holdUntil, locale) })}
            </p>
          )}
        </div>
        {orderId && (
          <OrderFacts
            orderId={orderId}
            total={total}
            txnId={txnId}
            appointmentDay={appointmentDay}
            appointmentSlot={appointmentSlot}
          />
        )}
        {fitting && (
          <FittingCentrePlace
            installation={fitting.installation}
            name={fitting.centreName}
            addressLine={fitting.centreAddress}
            mapUrl={fitting.mapUrl}
            phone={fitting.phone}
          />
        )}
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 text-slate-700 sm:p-5">
          <p>{fill(t.dear, { name })}</p>
          <p>{fill(letter, { site: siteInfo.name, days, item })}</p>
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
            {nextSteps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-sm text-white">
                  {index + 1}
                </span>
                <span className="pt-0.5 text-slate-700">{fill(step, { days })}</span>
              </li>
            ))}
          </ol>
        </section>
        {stay ? (
          <p ref={stayNotice} tabIndex={-1} className="text-slate-600 text-sm outline-none">
            {t.staying}
          </p>
        ) : (
          <RedirectCountdown
            onStay={() => {
              setStayChosen(true);
              markStay();
            }}
            onDone={() => {
              markStay();
              navigate(paths.home);
            }}
          />
        )}
        <Link to={trackLink} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t.trackYourOrder}
        </Link>
        {/* For someone else who follows the order (family, a driver): WhatsApp asks whom to send it to. */}
        {orderId && (
          <a
            href={whatsAppShareUrl(
              fill(share.text, { orderId, link: window.location.origin + trackLink }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
          >
            <Icon name="chat" />
            {share.onWhatsApp}
          </a>
        )}
        <Link to={paths.home} className={buttonClass({ size: 'lg' })}>
          {t.goToHome}
        </Link>
      </Card>
    </div>
  );
}
