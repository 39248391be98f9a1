import * as z from 'zod/mini';
import type { CreateLeadInput } from '#shared/leads/lead-schema.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest, jsonRequest, type ServerMessage } from '#web/lib/api-client.ts';

const CreatedLeadSchema = z.object({ message: z.string(), key: z.optional(z.string()) });

/** POST /api/leads: a quote or call-back request. Answers the server's confirmation to show. */
export function createLead(lead: CreateLeadInput): Promise<ServerMessage> {
  return apiRequest(
    PUBLIC_API_PATHS.leads,
    (data) => {
      const { message, key } = CreatedLeadSchema.parse(data);
      return { key, text: message };
    },
    jsonRequest('POST', lead),
  );
}
