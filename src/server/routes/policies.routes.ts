import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDb } from '#server/db/app-db.ts';
import { getPolicies } from '#server/repositories/policies.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { PoliciesSchema } from '#shared/policies/policies-schema.ts';

/**
 * The policy pages' texts, read when a customer opens one (kept out of every page's HTML: few
 * visitors read them, and each can be up to 20,000 characters).
 */
export const policiesRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(API_PATHS.policies, { schema: { response: { 200: PoliciesSchema } } }, () =>
    getPolicies(db.kysely),
  );
};
