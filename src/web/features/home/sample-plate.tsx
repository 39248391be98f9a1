import { useMessages } from '#web/i18n/language-context.tsx';
import { homeMessages } from '#web/i18n/messages.ts';

/** A drawn high-security plate for the hero; decorative only. */
export function SamplePlate() {
  const t = useMessages(homeMessages);
  return (
    <div className="hidden justify-center lg:flex" aria-hidden="true">
      <div className="w-full max-w-md -rotate-2 rounded-2xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20">
        <div className="flex items-stretch overflow-hidden rounded-lg border-4 border-slate-900 bg-white shadow-lg">
          <div className="flex w-14 flex-col items-center justify-center gap-1 bg-blue-700 py-3 text-white">
            <span className="size-5 rounded-full border-2 border-white/80" />
            <span className="font-bold text-xs">IND</span>
          </div>
          <div className="flex flex-1 items-center justify-center py-5 font-bold font-plate text-4xl text-slate-900 tracking-widest">
            UK 08 AB 1234
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between text-blue-100 text-sm">
          <span>{t.laserCodedPlate}</span>
          <span className="rounded bg-amber-400 px-2 py-0.5 font-semibold text-slate-900">
            {t.colourSticker}
          </span>
        </div>
      </div>
    </div>
  );
}
