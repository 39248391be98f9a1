/** Keys of the settings table. */
export const SITE_MODE_KEY = 'site_mode';
export const SITE_INFO_KEY = 'site_info';
