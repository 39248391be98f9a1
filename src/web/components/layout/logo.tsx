import { Icon } from '../icon.tsx';
import { useSiteBrand } from './use-site-brand.ts';

/** A small number plate: the plate business's mark. */
function PlateMark() {
  return (
    <span
      className="flex h-7 shrink-0 items-center gap-1 rounded-md border-2 border-slate-900 bg-white pr-1.5"
      aria-hidden="true"
    >
      <span className="flex h-full items-center rounded-l-sm bg-blue-700 px-0.5 font-bold text-[8px] text-white">
        IND
      </span>
      <span className="font-bold font-plate text-slate-900 text-xs">HSRP</span>
    </span>
  );
}

/** A lorry in the movers page's teal: the movers business's mark. */
function MoversMark() {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-white">
      <Icon name="truck" className="size-5" />
    </span>
  );
}

/**
 * The brand mark and the name of the business the page is for (see useSiteBrand). On a phone a
 * long name takes two lines, never the header's one row: the mark and the controls keep their room.
 */
export function Logo() {
  const { business, name } = useSiteBrand();
  return (
    <span className="flex min-w-0 items-center gap-2">
      {business === 'movers' ? <MoversMark /> : <PlateMark />}
      <span className="line-clamp-2 break-words font-bold text-base text-slate-900 leading-tight tracking-tight">
        {name}
      </span>
    </span>
  );
}
