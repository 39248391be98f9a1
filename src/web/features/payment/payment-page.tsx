import { startTransition, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { withHomeCharge } from '#shared/pricing/home-charge.ts';
import { hasPayee } from '#shared/storefront/payee.ts';
import { BrowserOnly } from '#web/components/browser-only.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PaymentPolicyLinks } from '#web/components/policy-links.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { useBookingSelection } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { paths, successPath } from '#web/lib/paths.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';
import { successState } from '#web/lib/success-state.ts';
import { forgetAvailability } from '#web/lib/use-availability.ts';
import { useFittingPlaces } from '#web/lib/use-fitting-places.ts';
import { createBooking } from './api/create-booking.ts';
import { BookingsPaused, PausedSubmitNote } from './components/bookings-paused.tsx';
import { CustomerSummary } from './components/customer-summary.tsx';
import { OrderNumber } from './components/order-number.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { PaymentInstructions } from './components/payment-instructions.tsx';
import { PaymentProofForm } from './components/payment-proof-form.tsx';
import { PaymentPlaceholder, StorefrontStatus } from './components/storefront-status.tsx';
import { useOrderNumber } from './use-order-number.ts';

/**
 * The page's header comes with the server's HTML, so it paints at once; what is paid for is this
 * tab's booking (session storage), so the rest renders once the browser has taken over.
 */
export function PaymentPage() {
  const t = useMessages(paymentMessages);
  return (
    <>
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <BrowserOnly>
        <PaymentForBooking />
      </BrowserOnly>
    </>
  );
}

function PaymentForBooking() {
  const { selection, resetSelection, clearAppointmentSlot } = useBookingSelection();
  const orderId = useOrderNumber();
  const storefront = useStorefront();
  const navigate = useNavigate();
  const t = useMessages(paymentMessages);
  const locale = useLocale();
  // Set once the booking is stored: the reset that follows must not trigger the redirect below.
  const [submitted, setSubmitted] = useState(false);
  const { service, vehicleType } = selection;
  // The customer summary reads the same answer (one request): the PIN's area and its charges.
  const places = useFittingPlaces(selection.pincode);
  const home = selection.installation === 'home';

  if (!service || !vehicleType) {
    return submitted ? null : <Navigate to={paths.bookYourService} replace />;
  }
  if (!orderId) return <LoadingScreen />;

  const failed = storefront.status === 'error' || (home && places.error !== undefined);
  const listed = storefront.storefront?.pricing[service][vehicleType];
  // A home visit's price waits for its area's home-fitting charge (issue 38): the server adds the
  // same to the booking and to the QR's amount, so the page never shows a total it will not take.
  const homeCharge = home ? places.data && (places.data.home?.charges[vehicleType] ?? 0) : 0;
  const price = listed && homeCharge !== undefined ? withHomeCharge(listed, homeCharge) : undefined;
  const paymentOption = storefront.storefront?.payment[vehicleType];
  // Known only once the storefront is here; it follows staff setting a payee live.
  const paused = paymentOption !== undefined && !hasPayee(paymentOption);

  const submitPayment = async (proof: { txnId: string; screenshot: File | null }) => {
    const confirmation = await createBooking({
      selection: { ...selection, service, vehicleType },
      orderId,
      locale,
      ...proof,
    });
    // One transition: this page stays up until the success page's chunk has arrived, and the
    // selection is cleared only as that page appears. The answer (with the tracking link's
    // secret) rides in the history entry, never in the URL, so a reload of /success keeps it.
    startTransition(() => {
      setSubmitted(true);
      navigate(successPath(selection.fullName), {
        state: successState(
          confirmation,
          proof.txnId,
          { day: selection.appointmentDay, slot: selection.appointmentSlot },
          service,
        ),
      });
      resetSelection();
    });
  };

  const pickAnotherTime = () => {
    clearAppointmentSlot();
    forgetAvailability();
    navigate(paths.bookYourService);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 py-8 lg:grid-cols-2 lg:items-start">
      <CardSection id="payment-order-summary" title={t.orderSummary}>
        <OrderNumber orderId={orderId} />
        {(price || !failed) && (
          <OrderSummary service={service} vehicleType={vehicleType} price={price} />
        )}
        {!price && (
          <StorefrontStatus
            failed={failed}
            onRetry={() => {
              storefront.retry();
              places.retry();
            }}
          />
        )}
        <CustomerSummary selection={selection} />
      </CardSection>
      <div className="space-y-5">
        <CardSection id="payment-pay-by-upi" title={t.payByUpi}>
          {paused ? (
            <BookingsPaused vehicleType={vehicleType} />
          ) : price && paymentOption ? (
            <PaymentInstructions
              option={paymentOption}
              service={service}
              vehicleType={vehicleType}
              orderId={orderId}
              price={price}
              homePincode={home ? selection.pincode : undefined}
            />
          ) : (
            <PaymentPlaceholder failed={failed} />
          )}
        </CardSection>
        <CardSection id="payment-confirm-your-payment" title={t.confirmPayment}>
          {paused ? (
            <>
              <PausedSubmitNote />
              <PaymentPolicyLinks />
            </>
          ) : (
            <PaymentProofForm
              onSubmit={submitPayment}
              onPickAnotherTime={pickAnotherTime}
              onChangePlace={(fieldErrors) =>
                navigate(paths.bookYourService, { state: { fieldErrors } })
              }
              centreId={selection.centreId}
            >
              <PaymentPolicyLinks />
            </PaymentProofForm>
          )}
        </CardSection>
      </div>
    </div>
  );
}
