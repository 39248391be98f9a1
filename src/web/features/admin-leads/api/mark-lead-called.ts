import { API_PATHS } from '@shared/api-paths';
import { type Lead, LeadSchema } from '@shared/leads/lead-schema';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

/** Marks a lead called (or not called again); answers the lead with who called and when. */
export function markLeadCalled(id: string, called: boolean): Promise<Lead> {
  return adminRequest(
    API_PATHS.admin.lead(id),
    (data) => LeadSchema.parse(data),
    jsonRequest('PATCH', { called }),
  );
}
