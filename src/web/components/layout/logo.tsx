import { useSiteInfo } from '@/features/storefront/use-storefront';

/** The brand mark: a small number plate and the site name. */
export function Logo() {
  const { name } = useSiteInfo();
  return (
    <span className="flex items-center gap-2">
      <span
        className="flex h-7 items-center gap-1 rounded-md border-2 border-slate-900 bg-white pr-1.5"
        aria-hidden="true"
      >
        <span className="flex h-full items-center rounded-l-sm bg-blue-700 px-0.5 font-bold text-[8px] text-white">
          IND
        </span>
        <span className="font-bold font-plate text-slate-900 text-xs">HSRP</span>
      </span>
      <span className="font-bold text-base text-slate-900 tracking-tight">{name}</span>
    </span>
  );
}
