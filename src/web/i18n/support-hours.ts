import { SUPPORT_HOURS } from '#shared/site/site-info.ts';

/**
 * Support hours as a page shows them. Site info holds them in the admin's own words, shown as
 * typed; only the default, which no admin has changed yet, has a wording in each language.
 */
export function shownSupportHours(siteHours: string, defaultInPageLanguage: string): string {
  return siteHours === SUPPORT_HOURS ? defaultInPageLanguage : siteHours;
}
