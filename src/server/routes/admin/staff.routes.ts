import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { changeStaffMember, listStaff } from '#server/auth/staff-accounts.ts';
import {
  acceptInvitation,
  describeInvitation,
  inviteStaff,
} from '#server/auth/staff-invitations.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { MessageSchema } from '#shared/admin/auth-schema.ts';
import {
  AcceptInvitationSchema,
  InvitationLookupSchema,
  InvitationSchema,
  InviteStaffSchema,
  STAFF_MESSAGES,
  StaffChangeSchema,
  StaffListSchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
} from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

/** The owner's staff management: the list, invitations, role changes and deactivation. */
export const staffRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db, mail }) => {
  app.get(
    API_PATHS.admin.staff,
    { schema: { response: { 200: StaffListSchema, '4xx': ErrorResponseSchema } } },
    async () => listStaff(db.kysely),
  );

  app.post(
    API_PATHS.admin.staffInvitations,
    {
      schema: {
        body: InviteStaffSchema,
        response: { 200: MessageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      // Production without SMTP: the link would be lost in the log (see canMailResetLinks). A
      // refusal by the server's state, not the owner's rights, so not a 403.
      if (mail.resetLinksByMail === false) {
        throw new HttpError(409, STAFF_MESSAGES.invitationByMailUnavailable);
      }
      await inviteStaff(db.kysely, mail.publicUrl, request.body, auditActor(request));
      const mailed = mail.smtpConfigured !== false;
      return {
        message: mailed ? STAFF_MESSAGES.invitationSent : STAFF_MESSAGES.invitationLoggedNotMailed,
      };
    },
  );

  app.patch(
    API_PATHS.admin.staffMemberRoute,
    {
      schema: {
        params: StaffMemberParamsSchema,
        body: StaffChangeSchema,
        response: { 200: StaffMemberSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { after } = await changeStaffMember(
        db.kysely,
        request.params.id,
        request.body,
        auditActor(request),
      );
      return after;
    },
  );
};

/** The invited person's side (public): whom the link is for, and making the account. */
export const staffInvitationRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db }) => {
  app.post(
    API_PATHS.admin.invitation,
    {
      schema: {
        body: InvitationLookupSchema,
        response: { 200: InvitationSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => describeInvitation(db.kysely, request.body.token),
  );

  app.post(
    API_PATHS.admin.invitationAccept,
    {
      schema: {
        body: AcceptInvitationSchema,
        response: { 200: MessageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await acceptInvitation(db.kysely, db.dialect, { token, password, address: request.ip });
      return { message: STAFF_MESSAGES.invitationAccepted };
    },
  );
};
