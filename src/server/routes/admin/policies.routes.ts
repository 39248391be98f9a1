import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { API_PATHS } from '../../../shared/api-paths';
import {
  GrievanceOfficerSchema,
  PoliciesSchema,
  PolicyTextSchema,
} from '../../../shared/policies/policies-schema';
import { POLICY_DOCUMENTS } from '../../../shared/policies/policy-pages';
import { auditActor } from '../../auth/audit-actor';
import { ErrorResponseSchema } from '../../http/error-schema';
import { getPolicies } from '../../repositories/policies.repository';
import { changeGrievanceOfficer, changePolicyText } from '../../settings/change-settings';
import type { AdminContext } from './admin-context';

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
