import { useStore } from '@nanostores/react';
import { useSiteInfo } from '@/features/storefront/use-storefront';
import { commonMessages } from './messages';
import { shownSupportHours } from './support-hours';

/** The plate site's support hours from site info, in the page's language, following edits live. */
export function useSupportHours(): string {
  const { supportHours } = useSiteInfo();
  return shownSupportHours(supportHours, useStore(commonMessages).supportHours);
}
