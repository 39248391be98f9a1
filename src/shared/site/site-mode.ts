/**
 * "pm" shows the packers-and-movers page; any other or missing value means "hsrp"
 * (docs/product.md#site-modes).
 */
export const SITE_MODES = ['hsrp', 'pm'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
export const DEFAULT_SITE_MODE: SiteMode = 'hsrp';

export function parseSiteMode(value: unknown): SiteMode {
  return value === 'pm' ? 'pm' : DEFAULT_SITE_MODE;
}
