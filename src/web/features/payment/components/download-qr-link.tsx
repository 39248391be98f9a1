import { Icon } from '#web/components/icon.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';

const linkClass = buttonClass({ variant: 'secondary' });

/** "Save QR image"; without a QR it stays visible but disabled (no href, so not focusable). */
export function DownloadQrLink({ url, fileName }: { url: string | null; fileName: string }) {
  const t = useMessages(paymentMessages);
  if (!url) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link with no target, announced as disabled.
      <a role="link" aria-disabled="true" className={`${linkClass} cursor-not-allowed opacity-60`}>
        <Icon name="download" />
        {t.downloadQr}
      </a>
    );
  }
  return (
    <a href={url} download={fileName} className={linkClass}>
      <Icon name="download" />
      {t.downloadQr}
    </a>
  );
}
