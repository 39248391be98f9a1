/**
 * The bright calls to action of the home and movers pages, on their dark bands where the blue
 * Button would not stand out: amber, and a white outline.
 */
export const heroButtonClass = {
  amber:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 shadow hover:bg-amber-300 disabled:cursor-wait disabled:opacity-70',
  outline:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10',
} as const;
