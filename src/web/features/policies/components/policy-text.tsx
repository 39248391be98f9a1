/** Paragraphs are separated by an empty line; single line breaks inside one are kept. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The language most of a text is written in, so screen readers pronounce it right. */
export function textLanguage(text: string): 'hi' | 'en' {
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari > latin ? 'hi' : 'en';
}

/**
 * The owner's text exactly as written: React puts it in as text, so markup shows as typed and is
 * never run. The owner may write in English or Hindi whatever language the page is in.
 */
export function PolicyText({ text }: { text: string }) {
  return (
    <div lang={textLanguage(text)} className="space-y-4 text-slate-800 leading-relaxed">
      {paragraphsOf(text).map((paragraph, index) => (
        // The paragraphs of one text never move, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
