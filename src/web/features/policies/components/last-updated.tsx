import { useStore } from '@nanostores/react';
import { formatIndiaDate } from '@shared/site/india-date-format';
import { fill } from '@/i18n/fill';
import { $locale } from '@/i18n/locale';
import { policiesMessages } from '@/i18n/messages';

/** When the owner last saved the page, as India's calendar has it. */
export function LastUpdated({ at }: { at: string }) {
  const t = useStore(policiesMessages);
  const locale = useStore($locale);
  return (
    <p className="text-slate-600 text-sm">
      {fill(t.lastUpdated, { date: formatIndiaDate(at, locale) })}
    </p>
  );
}
