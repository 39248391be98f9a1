import { useStore } from '@nanostores/react';
import { chooseLocale } from '#web/i18n/i18n.ts';
import { $locale, type Locale } from '#web/i18n/locale.ts';

/** Each language named in itself, as a reader of that language looks for it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * Offers the other language. Its label is in that language and marked with `lang`, so a screen
 * reader pronounces it right and a reader who does not know this page's language still finds it.
 */
export function LanguageSwitch() {
  const other: Locale = useStore($locale) === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => {
        // A failed download leaves the page as it is; the next click tries again.
        chooseLocale(other).catch(() => undefined);
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-100"
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
