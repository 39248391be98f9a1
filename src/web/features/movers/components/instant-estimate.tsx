import { toPinCode } from '#web/components/form/transform-input.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { moversMessages } from '#web/i18n/movers-messages.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { type MoveRoute, moversInputClass, tealButtonClass } from '../movers-sections.ts';

const PIN_FIELDS = [
  { name: 'from', labelKey: 'fromPin', placeholderKey: 'fromPinExample' },
  { name: 'to', labelKey: 'toPin', placeholderKey: 'toPinExample' },
] as const;

/** From and To PIN codes; "Go" carries them to the quote form (nothing is priced here yet). */
export function InstantEstimate({ onSubmit }: { onSubmit: (route: MoveRoute) => void }) {
  const form = useForm<MoveRoute>({ from: '', to: '' });
  const t = useMessages(moversMessages);
  const submit = form.handleSubmit(onSubmit);

  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6"
    >
      <h2 id="estimate-heading" className="font-semibold text-xl">
        {t.estimateTitle}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t.estimateText}</p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {PIN_FIELDS.map((field) => (
          <div key={field.name} className="space-y-1.5">
            <label htmlFor={`estimate-${field.name}`} className="block font-medium text-sm">
              {t[field.labelKey]}
            </label>
            <input
              id={`estimate-${field.name}`}
              inputMode="numeric"
              autoComplete={field.name === 'from' ? 'postal-code' : 'off'}
              placeholder={t[field.placeholderKey]}
              {...form.field(field.name, toPinCode)}
              className={moversInputClass}
            />
          </div>
        ))}
        <button type="submit" className={tealButtonClass}>
          {t.go}
        </button>
      </form>
    </section>
  );
}
