import type { SiteInfo } from './site-info-schema.ts';

export type { SiteInfo };

/** The plate site's support hours, the default of `supportHours` (docs/product.md#site-info). */
export const SUPPORT_HOURS = 'Mon-Fri 10:30 AM-5:30 PM';

/** First-start values (the town in Uttarakhand with pin code 247667); admins change them. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  name: 'HSRP Plate Booking',
  phone: '098765 43210',
  phonecall: '+919876543210',
  email: 'support@hsrpplatebooking.in',
  address: 'Civil Lines, Roorkee',
  addressCity: 'Roorkee, Uttarakhand 247667',
  postalCode: '247667',
  supportHours: SUPPORT_HOURS,
  whatsapp: '',
  moversName: 'Packers and Movers',
  moversHours: '24x7',
  gstin: '',
};
export const DELIVERY_WORKING_DAYS = 15;
