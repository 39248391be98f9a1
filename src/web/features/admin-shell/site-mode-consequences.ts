import type { SiteMode } from '#shared/site/site-mode.ts';

/**
 * What customers notice after a switch, in the owner's words, as the home route (web/app
 * home-route.tsx) and the root layout (no footer in "pm") actually behave.
 */
export const SITE_MODE_SWITCH: Record<
  SiteMode,
  { title: string; effect: string; confirm: string }
> = {
  pm: {
    title: 'Show the packers and movers page?',
    effect:
      'Customers opening your home page will see the packers and movers page instead of plate booking, at once, even on pages already open. The booking, payment and tracking pages stay reachable by their links, but the site footer (with your policies and contact details) is hidden on every page.',
    confirm: 'Show the movers page',
  },
  hsrp: {
    title: 'Show plate booking again?',
    effect:
      'Customers opening your home page will see plate booking again, with the site footer on every page. The packers and movers page will not be shown to anyone.',
    confirm: 'Show plate booking',
  },
};
