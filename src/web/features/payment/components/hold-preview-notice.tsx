import { useEffect, useState } from 'react';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { paymentMessages } from '#web/i18n/lazy-messages.ts';
import { getHoldPreview } from '../api/get-hold-preview.ts';

/** The server's answer moves with the clock: asked again this often while the page is open. */
const REFRESH_MS = 5 * 60_000;

/**
 * "If you submit now, your place is held until Sat 28 Nov, 6:00 pm …": the server decides the
 * time (the owner's hold and working days) and writes it in both languages, so no date code
 * rides on the customer's path; nothing is shown until it has answered.
 */
export function HoldPreviewNotice() {
  const [shown, setShown] = useState<{ en: string; hi: string }>();
  const t = useMessages(paymentMessages);
  const locale = useLocale();

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      getHoldPreview(controller.signal).then(
        (preview) => setShown(preview.shown),
        // Only a hint: without it the page works as before.
        () => undefined,
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, []);

  if (!shown) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
      {fill(t.holdPreview, { when: shown[locale] })}
    </p>
  );
}
