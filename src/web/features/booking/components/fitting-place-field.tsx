import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fittingPlaceMessages, paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import { centreFor, isPinCode } from '#web/lib/fitting-place.ts';
import { useFittingPlaces } from '#web/lib/use-fitting-places.ts';
import { useBookingFormState } from '../booking-form-state.tsx';

// Its own chunk, fetched only when there is a centre to choose: dealer installation, or a PIN
// home fitting does not reach. A home visit inside an area needs none of it.
const CentrePicker = lazy(() => import('./centre-picker.tsx'));

/**
 * Under the installation choice: the fitting places for the PIN typed above. It keeps the form's
 * centre in step with them (the home visits' centre, or the dealer centre chosen) and shows the
 * centres where there is one to choose.
 */
export function FittingPlaceField() {
  const { values, setValue } = useBookingFormState();
  const t = useMessages(fittingPlaceMessages);
  const { tryAgain } = useMessages(paymentMessages);
  const formMessage = useLazyFormMessage();
  const places = useFittingPlaces(values.pincode);
  const data = places.data;
  const installation = values.installation === 'dealer' ? 'dealer' : 'home';
  const centreId = values.centreId ?? '';
  // The centre set for home visits is no choice of a dealer centre: switching drops it.
  const homeCentre = useRef('');

  useEffect(() => {
    if (!data) return;
    const chosen = centreId === homeCentre.current ? '' : centreId;
    const next = centreFor(installation, data, installation === 'home' ? '' : chosen);
    homeCentre.current = installation === 'home' ? next : '';
    if (next !== centreId) setValue('centreId', next);
  }, [data, installation, centreId, setValue]);

  if (!data) {
    return places.error ? (
      <Alert className="mt-4 flex flex-wrap items-center justify-between gap-2">
        {formMessage(places.error)}
        <Button variant="secondary" onClick={() => places.retry()}>
          {tryAgain}
        </Button>
      </Alert>
    ) : (
      <p className="mt-4 text-slate-700 text-sm" role="status">
        {isPinCode(values.pincode) ? t.loading : t.pinFirst}
      </p>
    );
  }
  if (installation === 'home' && data.home) return null;
  return (
    <Suspense>
      <CentrePicker places={data} />
    </Suspense>
  );
}
