import { type FormEvent, useState } from 'react';
import type { MoveRoute } from '../movers-sections';

const pinInputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

/** From and To PIN codes; "Go" carries them to the quote form (nothing is priced here yet). */
export function InstantEstimate({ onSubmit }: { onSubmit: (route: MoveRoute) => void }) {
  const [route, setRoute] = useState<MoveRoute>({ from: '', to: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(route);
  };

  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6"
    >
      <h2 id="estimate-heading" className="font-semibold text-xl">
        Instant Estimate
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Tell us where you are moving; we call back with a fixed price.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor="estimate-from" className="block font-medium text-sm">
            From (PIN)
          </label>
          <input
            id="estimate-from"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="e.g. 247667"
            value={route.from}
            onChange={(event) => setRoute({ ...route, from: event.target.value })}
            className={pinInputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="estimate-to" className="block font-medium text-sm">
            To (PIN)
          </label>
          <input
            id="estimate-to"
            inputMode="numeric"
            maxLength={6}
            placeholder="e.g. 560001"
            value={route.to}
            onChange={(event) => setRoute({ ...route, to: event.target.value })}
            className={pinInputClass}
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          Go
        </button>
      </form>
    </section>
  );
}
