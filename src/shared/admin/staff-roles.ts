/**
 * Who may do what in the admin area (docs/product.md#staff-and-roles): the owner everything, staff
 * the daily work (decision 0024). The server's route table (server/auth/route-access) and the
 * admin screens both read ADMIN_AREAS, so a page hidden from a role is one whose routes refuse it.
 */
export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const satisfies Record<
  Role,
  string
>;

/** What each role is for, in the words the staff page shows next to the choice. */
export const ROLE_DESCRIPTIONS = {
  owner: 'Everything, including prices, payees, site settings and staff.',
  staff:
    'Bookings and their status, cancellations and refunds, fitting appointments, leads, complaints, the payment desk and undelivered e-mail.',
} as const satisfies Record<Role, string>;

const EVERYONE = ['owner', 'staff'] as const satisfies readonly Role[];
const OWNER = ['owner'] as const satisfies readonly Role[];

/** Each part of the admin area and the roles that may use it. */
export const ADMIN_AREAS = {
  /** Who is signed in. */
  account: EVERYONE,
  dashboard: EVERYONE,
  bookings: EVERYONE,
  /** The day and week views of fitting appointments: moving one, marking it fitted. */
  appointments: EVERYONE,
  leads: EVERYONE,
  /** The complaints queue (issue 37): every member of staff answers tickets. */
  complaints: EVERYONE,
  paymentDesk: EVERYONE,
  undeliveredMail: EVERYONE,
  pricing: OWNER,
  /** Payee UPI ids and QR images: money must not be redirected by anyone but the owner. */
  paymentOptions: OWNER,
  siteMode: OWNER,
  siteInfo: OWNER,
  policies: OWNER,
  /** Which messages go by WhatsApp and SMS, their template names and ids (issue 36). */
  messages: OWNER,
  /**
   * What customers can book: the fitting centres with their working days, holidays, lead time and
   * slots, the home service areas, and the payment holds.
   */
  appointmentRules: OWNER,
  /**
   * Owner only: every step of the go-live checklist is done on an owner's page (pricing, payees,
   * site info, policies, SMTP), so staff could read it but act on none of it.
   */
  goLive: OWNER,
  staff: OWNER,
  /** Who changed what: the owner's view of everyone's work, sign-ins included. */
  audit: OWNER,
  /** How long customers' screenshots, addresses and e-mails are kept (decision 0050). */
  dataRetention: OWNER,
} as const satisfies Record<string, readonly Role[]>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export function roleMayUse(role: Role, area: AdminArea): boolean {
  return (ADMIN_AREAS[area] as readonly Role[]).includes(role);
}

/**
 * Parts a staff account limited to fitting centres (issue 38) may not use, whatever its role: the
 * payment desk confirms whichever booking a bank line matches, of every centre.
 */
export const EVERY_CENTRE_AREAS: readonly AdminArea[] = ['paymentDesk'];

/** Whether an account may use a part of the admin area: its role, and its centres' limit. */
export function accountMayUse(role: Role, limitedToCentres: boolean, area: AdminArea): boolean {
  return roleMayUse(role, area) && !(limitedToCentres && EVERY_CENTRE_AREAS.includes(area));
}
