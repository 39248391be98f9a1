import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  HOLD_HOURS_MAX,
  HOLD_HOURS_MIN,
  type HoldSettings,
  HoldSettingsSchema,
  MAX_OPEN_HOLDS,
  MAX_PHONE_HOLDS,
} from '#shared/booking/hold-settings.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
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

const FIELD_KEYS = FIELDS.map((field) => field.key);

/**
 * The owner's payment holds (docs/product.md#payment-holds): how long an unpaid booking keeps its
 * fitting place, and how many places one connection or mobile number may hold unpaid. The server
 * checks the values.
 */
export function HoldSettingsForm({ settings }: { settings: HoldSettings }) {
  // As the other admin forms: a problem shows once a field is left or a save is tried.
  const form = useForm<HoldSettings>({
    resolver: zodResolver(HoldSettingsSchema),
    defaultValues: settings,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const save = useSaveHoldSettings();

  // A double tap sends once: handleSubmit keeps isSubmitting until the save settles.
  const submit = form.handleSubmit(
    (values) =>
      new Promise<void>((settled) => {
        save.mutate(values, {
          onSuccess: (saved) => form.reset(saved),
          onError: (failure) => showServerFieldErrors(form.setError, failure, FIELD_KEYS),
          onSettled: () => settled(),
        });
      }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        save.reset();
        void submit(event);
      }}
      className={`${cardClass} space-y-4 max-sm:p-4`}
    >
      <h2 className="font-semibold text-base text-slate-900">Payment holds</h2>
      <p className="text-slate-700 text-sm">
        A booking holds its fitting place while staff or a bank statement verify its payment.
      </p>
      {FIELDS.map((field) => {
        const id = `hold-${field.key}`;
        const error = errors[field.key]?.message;
        return (
          <FormField key={field.key} id={id} label={field.label} hint={field.hint} error={error}>
            <input
              {...fieldAria(id, error, field.hint)}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              {...form.register(field.key, { valueAsNumber: true, onChange: () => save.reset() })}
              className={`${inputClass} max-w-40`}
            />
          </FormField>
        );
      })}
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          {...form.register('workingDaysOnly', { onChange: () => save.reset() })}
        />
        {/* As holdDeadline counts it: the calendar of the centre the booking is fitted at. */}
        Count working days only (the working days and holidays of each booking’s own fitting centre)
      </label>
      <SaveBar
        save={save}
        savedMessage={SAVED}
        failedMessage={SAVE_FAILED}
        unsaved={isDirty}
        saveLabel="Save payment holds"
      />
    </form>
  );
}
