import type { ServiceKey } from '#shared/catalog/services.ts';
import { Icon } from '#web/components/icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import {
  bookingMessages,
  serviceSummaryMessages,
  serviceTitleMessages,
} from '#web/i18n/messages.ts';

/** The service the form is for, with the way back to the service grid. */
export function ChosenService(props: { service: ServiceKey; onChange: () => void }) {
  const title = useMessages(serviceTitleMessages)[props.service];
  const summary = useMessages(serviceSummaryMessages)[props.service];
  const t = useMessages(bookingMessages);
  return (
    <div className="flex flex-wrap items-start gap-4 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-blue-700">
        <Icon name="plate" className="size-6" />
      </span>
      <div className="min-w-48 flex-1">
        <p className="font-medium text-blue-800 text-sm">{t.selectedService}</p>
        <p className="font-semibold text-lg text-slate-900">{title}</p>
        <p className="text-slate-600 text-sm">{summary}</p>
      </div>
      <Button variant="secondary" onClick={props.onChange} className="w-full sm:w-auto">
        {t.changeService}
      </Button>
    </div>
  );
}
