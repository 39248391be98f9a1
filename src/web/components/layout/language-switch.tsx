import { LOCALES } from '#shared/site/locales.ts';
import { chooseLocale } from '#web/i18n/browser-language.ts';
import { useLocale } from '#web/i18n/language-context.tsx';

/**
 * Offers every other language of the registry. Each label is in its own language and marked with
 * `lang`, so a screen reader pronounces it right and a reader who does not know this page's
 * language still finds theirs.
 */
export function LanguageSwitch() {
  const current = useLocale();
  return LOCALES.filter(({ code }) => code !== current).map(({ code, lang, nativeName }) => (
    <button
      key={code}
      type="button"
      lang={lang}
      onClick={() => {
        // A failed download leaves the page as it is; the next click tries again.
        chooseLocale(code).catch(() => undefined);
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-100"
    >
      {nativeName}
    </button>
  ));
}
