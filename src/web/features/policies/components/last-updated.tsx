import { formatIndiaDate } from '#shared/format/india-clock.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { policyPageMessages } from '#web/i18n/policy-page-messages.ts';

/** When the owner last saved the page, as India's calendar has it. */
export function LastUpdated({ at }: { at: string }) {
  const t = useMessages(policyPageMessages);
  const locale = useLocale();
  return (
    <p className="text-slate-600 text-sm">
      {fill(t.lastUpdated, { date: formatIndiaDate(at, locale) })}
    </p>
  );
}
