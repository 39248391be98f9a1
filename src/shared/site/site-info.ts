/**
 * The business's public details (spec section 1, site info record). A constant for now; the
 * movers issue moves it into a server-side settings record editable by admins.
 */
export const SITE_INFO = {
  name: 'HSRP Plate Booking',
  phone: '098765 43210',
  phonecall: '+919876543210',
  email: 'support@hsrpplatebooking.in',
  address: 'Civil Lines, Roorkee',
  addressCity: 'Roorkee, Uttarakhand 247667',
  postalCode: '247667',
} as const;

export const SUPPORT_HOURS = 'Mon-Fri 10:30 AM-5:30 PM';
export const DELIVERY_WORKING_DAYS = 15;
