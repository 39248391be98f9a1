import { type FormEvent, useRef, useState } from 'react';
import {
  HOLD_HOURS_MAX,
  HOLD_HOURS_MIN,
  type HoldSettings,
  MAX_OPEN_HOLDS,
  MAX_PHONE_HOLDS,
} from '#shared/booking/hold-settings.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveHoldSettings } from '../api/hold-settings.ts';

const SAVED = 'Saved. New bookings follow these settings; places already held keep their deadline.';
const SAVE_FAILED = 'The payment hold settings could not be saved. Please try again.';

type NumberField = Exclude<keyof HoldSettings, 'workingDaysOnly'>;

const FIELDS: { key: NumberField; label: string; hint: string; min: number; max: number }[] = [
  {
    key: 'holdHours',
    label: 'Hold an unpaid booking’s place for (hours)',
    hint: `From ${HOLD_HOURS_MIN} hours to 7 days (${HOLD_HOURS_MAX}). Past it, the booking is cancelled and its place returns to the calendar.`,
    min: HOLD_HOURS_MIN,
    max: HOLD_HOURS_MAX,
  },
  {
    key: 'addressDayPercent',
    label: 'One connection may hold at most this share of a day (%)',
    hint: 'Of all places of a day, home and dealer together, while their payments are unverified.',
    min: 10,
    max: 100,
  },
  {
    key: 'addressOpenHolds',
    label: 'Unpaid bookings one connection may hold in all',
    hint: 'Many customers share a mobile carrier’s address: keep this well above a busy hour’s bookings.',
    min: 1,
    max: MAX_OPEN_HOLDS,
  },
  {
    key: 'phoneOpenHolds',
    label: 'Unpaid bookings one mobile number may hold',
    hint: 'A verified booking no longer counts.',
    min: 1,
    max: MAX_PHONE_HOLDS,
  },
];

/**
 * The owner's payment holds (docs/product.md#payment-holds): how long an unpaid booking keeps its
 * fitting place, and how many places one connection or mobile number may hold unpaid. The server
 * checks the values.
 */
export function HoldSettingsForm({ settings }: { settings: HoldSettings }) {
  const [draft, setDraft] = useState(settings);
  const [savedAs, setSavedAs] = useState(settings);
  const save = useSaveHoldSettings();
  const sending = useRef(false);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedAs);

  const edit = (change: Partial<HoldSettings>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        setSavedAs(saved);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className={`${cardClass} space-y-4 max-sm:p-4`}>
      <h2 className="font-semibold text-base text-slate-900">Payment holds</h2>
      <p className="text-slate-700 text-sm">
        A booking holds its fitting place while staff or a bank statement verify its payment.
      </p>
      {FIELDS.map((field) => (
        <FormField key={field.key} id={`hold-${field.key}`} label={field.label} hint={field.hint}>
          <input
            {...fieldAria(`hold-${field.key}`, undefined, field.hint)}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={Number.isNaN(draft[field.key]) ? '' : draft[field.key]}
            onChange={(event) => edit({ [field.key]: event.target.valueAsNumber })}
            className={`${inputClass} max-w-40`}
          />
        </FormField>
      ))}
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={draft.workingDaysOnly}
          onChange={(event) => edit({ workingDaysOnly: event.target.checked })}
        />
        Count working days only (the working days and holidays above)
      </label>
      <SaveBar
        save={save}
        savedMessage={SAVED}
        failedMessage={SAVE_FAILED}
        unsaved={unsaved}
        saveLabel="Save payment holds"
      />
    </form>
  );
}
