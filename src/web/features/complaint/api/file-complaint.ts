import {
  type ComplaintTicket,
  ComplaintTicketSchema,
  type CreateComplaintInput,
} from '#shared/complaints/complaint-schema.ts';
import { COMPLAINT_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/complaints: the ticket number and the promised dates. */
export function fileComplaint(complaint: CreateComplaintInput): Promise<ComplaintTicket> {
  return apiRequest(
    COMPLAINT_API_PATHS.create,
    (data) => ComplaintTicketSchema.parse(data),
    jsonRequest('POST', complaint),
  );
}
