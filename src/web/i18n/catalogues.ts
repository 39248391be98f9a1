import type { BASE_LOCALE, Locale } from '#shared/site/locales.ts';
import type { Catalogue } from './language.ts';

/**
 * Each language's catalogue but English's, as a chunk of its own: English ships in the entry, so
 * English readers never download another language, and the others download theirs once.
 */
export const CATALOGUES: Record<Exclude<Locale, typeof BASE_LOCALE>, () => Promise<Catalogue>> = {
  hi: () => import('./hi.ts').then((module) => module.hi),
};
