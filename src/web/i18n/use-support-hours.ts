import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { useMessages } from './language-context.tsx';
import { commonMessages } from './messages.ts';
import { shownSupportHours } from './support-hours.ts';

/** The plate site's support hours from site info, in the page's language, following edits live. */
export function useSupportHours(): string {
  const { supportHours } = useSiteInfo();
  return shownSupportHours(supportHours, useMessages(commonMessages).supportHours);
}
