import { useStore } from '@nanostores/react';
import { Icon } from '@/components/icon';
import { paymentMessages } from '@/i18n/messages';

const linkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-2.5 font-semibold text-sm';

/** "Download QR"; without a QR it stays visible but disabled (no href, so not focusable). */
export function DownloadQrLink({ url, fileName }: { url: string | null; fileName: string }) {
  const t = useStore(paymentMessages);
  if (!url) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link with no target, announced as disabled.
      <a
        role="link"
        aria-disabled="true"
        className={`${linkClass} cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400`}
      >
        <Icon name="download" />
        {t.downloadQr}
      </a>
    );
  }
  return (
    <a
      href={url}
      download={fileName}
      className={`${linkClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
    >
      <Icon name="download" />
      {t.downloadQr}
    </a>
  );
}
