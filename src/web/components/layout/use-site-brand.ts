import { useLocation } from 'react-router';
import { useSupportHours } from '#web/i18n/use-support-hours.ts';
import { paths } from '#web/lib/paths.ts';
import { useSiteInfo, useSiteMode } from '#web/lib/storefront/use-storefront.ts';

export interface SiteBrand {
  business: 'plates' | 'movers';
  name: string;
  /** When the support line answers, in the page's language where site info has the default. */
  hours: string;
}

/**
 * Whose name and support hours the header, the footer and the page show: the movers business on
 * the movers home page (site mode "pm"), the plate business on every other page, which all book,
 * track or explain plates. Follows an admin's edits and mode switch live.
 */
export function useSiteBrand(): SiteBrand {
  const onHome = useLocation().pathname === paths.home;
  const { mode } = useSiteMode();
  const { name, moversName, moversHours } = useSiteInfo();
  const plateHours = useSupportHours();
  return onHome && mode === 'pm'
    ? { business: 'movers', name: moversName, hours: moversHours }
    : { business: 'plates', name, hours: plateHours };
}
