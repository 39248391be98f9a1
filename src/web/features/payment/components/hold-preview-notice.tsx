import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { useRequest } from '#web/lib/use-request.ts';
import { getHoldPreview } from '../api/get-hold-preview.ts';

/** The server's answer moves with the clock: asked again this often while the page is open. */
const REFRESH_MS = 5 * 60_000;

/**
 * "If you submit now, your place is held until Sat 28 Nov, 6:00 pm …": the server decides the
 * time (the owner's hold and working days) and writes it in each language, so no date code rides
 * on the customer's path. Only a hint: nothing is shown until the server has answered, and the
 * page works without it.
 */
export function HoldPreviewNotice({ centreId }: { centreId: string }) {
  const { data } = useRequest(`hold ${centreId}`, getHoldPreview(centreId), { every: REFRESH_MS });
  const t = useMessages(paymentMessages);
  const locale = useLocale();

  if (!data) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
      {fill(t.holdPreview, { when: data.shown[locale] })}
    </p>
  );
}
