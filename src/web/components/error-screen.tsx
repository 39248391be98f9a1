import { Link } from 'react-router';
import { useMessages } from '#web/i18n/language-context.tsx';
import { commonMessages } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { Button, buttonClass } from './ui/button.tsx';

/** What an error boundary shows: a page that threw, or a page chunk that failed to download. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useMessages(commonMessages);
  // The error's own words are technical English (a failed chunk names its URL) and left as they are.
  const detail =
    error instanceof Error ? { text: error.message, lang: 'en' } : { text: t.errorFallback };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="font-bold text-2xl text-slate-900">{t.errorTitle}</h1>
      <p lang={detail.lang} className="break-words rounded-md bg-red-50 px-4 py-3 text-red-800">
        {detail.text}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          {t.reloadPage}
        </Button>
        <Link to={paths.home} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t.goToHome}
        </Link>
      </div>
    </section>
  );
}
