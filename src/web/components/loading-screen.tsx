import { useMessages } from '#web/i18n/language-context.tsx';
import { commonMessages } from '#web/i18n/messages.ts';

/**
 * The route fallback: shown while a page's code or the first data arrives. `data-page-loading`
 * keeps the footer back meanwhile (styles.css).
 */
export function LoadingScreen() {
  const t = useMessages(commonMessages);
  return (
    <div
      role="status"
      data-page-loading
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700"
        aria-hidden="true"
      />
      <p className="font-medium text-slate-700">{t.loading}</p>
    </div>
  );
}
