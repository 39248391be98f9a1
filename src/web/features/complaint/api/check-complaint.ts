import {
  type ComplaintState,
  ComplaintStateSchema,
  type ComplaintStatusQuery,
} from '#shared/complaints/complaint-schema.ts';
import { COMPLAINT_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/complaints/status: a ticket's state and replies, by its number and phone. */
export function checkComplaint(query: ComplaintStatusQuery): Promise<ComplaintState> {
  return apiRequest(
    COMPLAINT_API_PATHS.status,
    (data) => ComplaintStateSchema.parse(data),
    jsonRequest('POST', query),
  );
}
