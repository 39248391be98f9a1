import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../shared/api-paths';
import { PoliciesSchema } from '../../shared/policies/policies-schema';
import type { AppDb } from '../db/app-db';
import { getPolicies } from '../repositories/policies.repository';

/**
 * The policy pages' texts, read when a customer opens one (kept out of every page's HTML: few
 * visitors read them, and each can be up to 20,000 characters).
 */
export const policiesRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(API_PATHS.policies, { schema: { response: { 200: PoliciesSchema } } }, () =>
    getPolicies(db.kysely),
  );
};
