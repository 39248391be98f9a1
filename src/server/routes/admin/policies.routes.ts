import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { getPolicies } from '#server/repositories/policies.repository.ts';
import { changeGrievanceOfficer, changePolicyText } from '#server/settings/change-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  GrievanceOfficerSchema,
  PoliciesSchema,
  PolicyTextSchema,
} from '#shared/policies/policies-schema.ts';
import { POLICY_DOCUMENTS } from '#shared/policies/required-policies.ts';
import type { AdminContext } from './admin-context.ts';

const DocumentParamSchema = z.object({
  document: z.enum(POLICY_DOCUMENTS, { error: 'Unknown policy.' }),
});

/** The owner writes the policies; saving one publishes it (customers read GET /api/policies). */
export const adminPoliciesRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db }) => {
  const response = { 200: PoliciesSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.policies, { schema: { response } }, () => getPolicies(db.kysely));

  // A static route wins over the parameter route below, whatever the registration order.
  app.put(
    API_PATHS.admin.grievanceOfficer,
    { schema: { body: GrievanceOfficerSchema, response } },
    async (request) => {
      await changeGrievanceOfficer(db.kysely, request.body, auditActor(request));
      return getPolicies(db.kysely);
    },
  );

  app.put(
    API_PATHS.admin.policyDocumentRoute,
    { schema: { params: DocumentParamSchema, body: PolicyTextSchema, response } },
    async (request) => {
      const { document } = request.params;
      await changePolicyText(db.kysely, document, request.body, auditActor(request));
      return getPolicies(db.kysely);
    },
  );
};
