import * as z from 'zod/mini';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { emailChecks } from '#shared/validation/text-rules.ts';
import { PasswordSchema } from './auth-schema.ts';
import { ROLES } from './staff-roles.ts';

/** An invitation link works once, for 72 hours. */
export const INVITATION_TTL_HOURS = 72;

export const STAFF_MESSAGES = {
  emailRequired: "Please enter the person's email.",
  roleRequired: 'Please choose Owner or Staff.',
  nothingToChange: 'Please choose a role, whether the account is active, or its centres.',
  /** Owners see every centre (issue 38): only staff are limited. */
  ownerNotLimited:
    'An owner sees every fitting centre. Only staff accounts can be limited to centres.',
  centreUnknown: 'One of the chosen fitting centres no longer exists. Please refresh the list.',
  tooManyCentres: 'Please choose at most 100 fitting centres.',
  /** A centre-limited account asking for another centre's booking. */
  otherCentre:
    'This booking belongs to a fitting centre your account is not limited to. Ask the owner if you need it.',
  /** The payment desk confirms bookings of every centre (issue 38). */
  paymentDeskAllCentres:
    'The payment desk confirms bookings of every centre: ask the owner or unlimited staff.',
  memberNotFound: 'This account no longer exists. Please refresh the list.',
  alreadyHasAccount:
    'This address already has an account. Change its role or reactivate it in the list instead.',
  lastOwner:
    'The last active owner cannot be deactivated or made staff. Make another account an owner first.',
  /** Shown instead of the last active owner's "Make staff" and "Deactivate". */
  lastOwnerKept:
    'The only active owner. To step down or deactivate this account, make another account an owner first.',
  invitationSent: `Invitation e-mailed. The link works once, for ${INVITATION_TTL_HOURS} hours.`,
  /** Development without SMTP_URL: the link is made, but only the server log has it. */
  invitationLoggedNotMailed:
    'E-mail is not configured on this server (SMTP_URL is not set), so nothing was e-mailed. The invitation link is in the server log.',
  /** Production without SMTP_URL: no link may go to the log, so none is made. */
  invitationByMailUnavailable:
    'E-mail is not configured on this server (SMTP_URL is not set), so no invitation can be sent. Set SMTP_URL and restart the server, then invite again.',
  invitationInvalid:
    'This invitation link is invalid, already used or has expired. Please ask the owner for a new one.',
  invitationAccepted: 'Your account is ready. Please sign in.',
  acceptedAlready: 'This address already has an account. Please sign in.',
  loadFailed: 'Failed to load staff.',
  saveFailed: 'Could not save the change. Please try again.',
  inviteFailed: 'Could not send the invitation. Please try again.',
} as const;

const RoleSchema = z.enum(ROLES, { error: STAFF_MESSAGES.roleRequired });

/** One account in the owner's list. Times are ISO-8601 UTC; screens show India time. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The fitting centres a staff account is limited to; empty: every centre (owners always). */
  centreIds: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An invitation not used yet and not expired. */
export const PendingInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const InviteStaffSchema = z.object({
  email: z
    .string({ error: STAFF_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, STAFF_MESSAGES.emailRequired),
      ...emailChecks(FORM_MESSAGES.emailInvalid),
    ),
  role: RoleSchema,
});
export type InviteStaffInput = z.input<typeof InviteStaffSchema>;

export const StaffMemberParamsSchema = z.object({
  id: z.string().check(z.maxLength(100, STAFF_MESSAGES.memberNotFound)),
});

/** The centres a staff account is limited to: none for every centre. */
export const StaffCentreIdsSchema = z
  .array(z.string().check(z.maxLength(100, STAFF_MESSAGES.centreUnknown)), {
    error: STAFF_MESSAGES.centreUnknown,
  })
  .check(z.maxLength(100, STAFF_MESSAGES.tooManyCentres));

/**
 * A new role, deactivation (active false) or reactivation, or the fitting centres a staff account
 * is limited to (empty: every centre); at least one of them.
 */
export const StaffChangeSchema = z
  .object({
    role: z.optional(RoleSchema),
    active: z.optional(z.boolean({ error: 'Please say whether the account is active.' })),
    centreIds: z.optional(StaffCentreIdsSchema),
  })
  .check(
    z.refine(
      (change) =>
        change.role !== undefined || change.active !== undefined || change.centreIds !== undefined,
      { error: STAFF_MESSAGES.nothingToChange },
    ),
  );
export type StaffChange = z.infer<typeof StaffChangeSchema>;

const InvitationTokenSchema = z
  .string({ error: STAFF_MESSAGES.invitationInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_MESSAGES.invitationInvalid));

/** POST { token }: who an invitation is for, before they choose a password. */
export const InvitationLookupSchema = z.object({ token: InvitationTokenSchema });

export const InvitationSchema = z.object({ email: z.string(), role: z.enum(ROLES) });
export type Invitation = z.infer<typeof InvitationSchema>;

export const AcceptInvitationSchema = z.object({
  token: InvitationTokenSchema,
  password: PasswordSchema,
});
