import { SiteModeUpdateSchema } from '#shared/admin/admin-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { SiteMode } from '#shared/site/site-mode.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

export function setSiteMode(mode: SiteMode) {
  return adminRequest(API_PATHS.admin.siteMode, SiteModeUpdateSchema, jsonRequest('PUT', { mode }));
}
