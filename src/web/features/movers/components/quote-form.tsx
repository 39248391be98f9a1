import { type FormEvent, useEffect, useState } from 'react';
import { type MoveRoute, QUOTE_NAME_ID } from '../movers-sections';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
const labelClass = 'block font-medium text-slate-800 text-sm';

const EMPTY_QUOTE = { name: '', phone: '', from: '', to: '', notes: '' };

/**
 * The movers quote request (spec section 3): name and phone are required by the browser, nothing
 * else is checked. For now it only confirms on screen; sending it to the server (and on to the
 * move planners) is a later issue, so nothing leaves the browser yet.
 */
export function QuoteForm({ route }: { route: MoveRoute }) {
  const [quote, setQuote] = useState(EMPTY_QUOTE);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // "Go" in the instant estimate fills in the two PIN codes.
  useEffect(() => {
    if (route.from || route.to) setQuote((current) => ({ ...current, ...route }));
  }, [route]);

  const field = (name: keyof typeof EMPTY_QUOTE) => ({
    id: `quote-${name}`,
    name,
    value: quote[name],
    onChange: (event: { target: { value: string } }) =>
      setQuote((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(quote.name.trim());
    setQuote(EMPTY_QUOTE);
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 text-slate-900 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={QUOTE_NAME_ID} className={labelClass}>
            Name
          </label>
          <input {...field('name')} required autoComplete="name" className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="quote-phone" className={labelClass}>
            Phone
          </label>
          <input
            {...field('phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="quote-from" className={labelClass}>
            From (city or PIN)
          </label>
          <input {...field('from')} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="quote-to" className={labelClass}>
            To (city or PIN)
          </label>
          <input {...field('to')} className={inputClass} />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="quote-notes" className={labelClass}>
          Notes or items list (optional)
        </label>
        <textarea {...field('notes')} rows={3} className={inputClass} />
      </div>
      <button
        type="submit"
        className="w-full rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
      >
        Call Me Back
      </button>
      <p role="status" className="text-sm text-teal-800 empty:hidden">
        {sentTo !== null &&
          `Thank you${sentTo ? `, ${sentTo}` : ''}! A move planner will call you within 10 minutes.`}
      </p>
    </form>
  );
}
