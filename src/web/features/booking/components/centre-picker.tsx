import { centreAddressLine } from '#shared/centres/centre-address-line.ts';
import type { FittingPlaces } from '#shared/centres/fitting-places.ts';
import { formatDay } from '#shared/format/dates.ts';
import { ChoiceCard } from '#web/components/form/choice-card.tsx';
import { FieldError } from '#web/components/form/form-field.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { centreMessages } from '#web/i18n/centre-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import { useBookingFormState } from '../booking-form-state.tsx';

const ERROR_ID = 'booking-centreId-error';
const linkClass = 'font-medium text-blue-800 underline underline-offset-2';

/**
 * The fitting centres for the PIN, nearest first, as a radio choice: each with its address, its
 * next free day, a map and its phone. Outside every home-service area it says so first, and a
 * centre chosen there is a dealer installation. Its own chunk (fitting-place-field.tsx).
 */
export default function CentrePicker({ places }: { places: FittingPlaces }) {
  const { values, errors, setValue, focusRef } = useBookingFormState();
  const t = useMessages(centreMessages);
  const locale = useLocale();
  const formMessage = useLazyFormMessage();
  const home = values.installation !== 'dealer';
  const error = formMessage(errors.centreId);

  return (
    <div className="mt-4 space-y-3">
      {home && <Alert>{formMessage('homeNotServed')}</Alert>}
      {places.centres.length === 0 ? (
        <p className="text-slate-700">{t.none}</p>
      ) : (
        <fieldset aria-describedby={error ? ERROR_ID : undefined}>
          <legend className="mb-3 font-semibold text-slate-900">
            {home ? t.nearest : t.centre}
          </legend>
          <div className="grid gap-3">
            {places.centres.map((centre) => (
              <div key={centre.id} className="space-y-1">
                <ChoiceCard
                  label={centre.name}
                  description={`${centreAddressLine(centre)} · ${
                    centre.nextOpenDay
                      ? fill(t.nextFreeDay, { day: formatDay(centre.nextOpenDay, locale, 'day') })
                      : t.noFreeDay
                  }`}
                  name="booking-centre"
                  value={centre.id}
                  checked={!home && values.centreId === centre.id}
                  aria-invalid={error ? true : undefined}
                  onChange={() => {
                    if (home) setValue('installation', 'dealer');
                    setValue('centreId', centre.id);
                  }}
                  ref={focusRef('centreId')}
                />
                <p className="flex flex-wrap gap-x-4 px-3 text-sm">
                  {centre.mapUrl && (
                    <a href={centre.mapUrl} target="_blank" rel="noopener" className={linkClass}>
                      {fill(t.map, { name: centre.name })}
                    </a>
                  )}
                  {centre.phone && (
                    <a href={`tel:${centre.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                      {fill(t.call, { phone: centre.phone })}
                    </a>
                  )}
                </p>
              </div>
            ))}
          </div>
          <FieldError id={ERROR_ID} message={error} />
        </fieldset>
      )}
    </div>
  );
}
