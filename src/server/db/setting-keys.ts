/** Keys of the settings table. */
export const SITE_MODE_KEY = 'site_mode';
