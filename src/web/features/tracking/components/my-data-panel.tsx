import { useState } from 'react';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { MyDataFormat } from '#shared/personal-data/my-data-schema.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { personalDataMessages } from '#web/i18n/personal-data-messages.ts';
import { type FormMessage, refusalOf } from '#web/lib/api-client.ts';
import { downloadMyData } from '../api/download-my-data.ts';
import { requestErasure } from '../api/request-erasure.ts';
import { useTrackMessage } from '../use-track-message.ts';

const BUTTON = `${buttonClass({ variant: 'secondary' })} w-full sm:w-auto`;

/**
 * "Your data" on an order opened by its link (DPDP Act 2023 s.11–12, decision 0050): everything
 * kept about it as JSON or a page to read, and a request to erase it, which staff complete.
 */
export function MyDataPanel({ token, orderId }: { token: string; orderId: string }) {
  const t = useMessages(personalDataMessages);
  const locale = useLocale();
  const formMessage = useTrackMessage();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormMessage | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(refusalOf(error, 'lookupFailed'));
    } finally {
      setBusy(false);
    }
  };
  const download = (format: MyDataFormat) => run(() => downloadMyData(token, orderId, format));
  const askErasure = () =>
    run(async () => {
      setAskedAt((await requestErasure(token)).requestedAt);
      setConfirming(false);
    });

  return (
    <section aria-labelledby="my-data-title" className="space-y-3 border-slate-200 border-t pt-4">
      <h3 id="my-data-title" className="font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="text-slate-700 text-sm">{t.intro}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} disabled={busy} onClick={() => download('json')}>
          {t.downloadJson}
        </button>
        <button type="button" className={BUTTON} disabled={busy} onClick={() => download('html')}>
          {t.downloadPage}
        </button>
        {!askedAt && !confirming && (
          <button
            type="button"
            className={BUTTON}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t.askErasure}
          </button>
        )}
      </div>
      {confirming && (
        <div className="space-y-2 rounded-md bg-slate-50 p-3 text-sm">
          <p>{t.confirmErasure}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={BUTTON} disabled={busy} onClick={askErasure}>
              {t.yesErase}
            </button>
            <button type="button" className={BUTTON} onClick={() => setConfirming(false)}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      {askedAt && (
        <p role="status" className="text-slate-900 text-sm">
          {fill(t.erasureAsked, { date: formatIndiaDateTime(askedAt, locale) })}
        </p>
      )}
      {failure && (
        <p role="alert" className="font-medium text-red-800 text-sm">
          {formMessage(failure) ?? t.failed}
        </p>
      )}
    </section>
  );
}
