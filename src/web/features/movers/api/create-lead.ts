import * as z from 'zod/mini';
import type { CreateLeadInput } from '#shared/leads/lead-schema.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

const CreatedLeadSchema = z.object({ message: z.string() });

/** POST /api/leads: a quote or call-back request. Answers the server's confirmation to show. */
export function createLead(lead: CreateLeadInput): Promise<string> {
  return apiRequest(
    PUBLIC_API_PATHS.leads,
    (data) => CreatedLeadSchema.parse(data).message,
    jsonRequest('POST', lead),
  );
}
