import { SiteModeUpdateSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import type { SiteMode } from '@shared/site/site-mode';
import { jsonRequest } from '@/lib/api-client';
import { adminRequest } from './admin-client';

export function setSiteMode(mode: SiteMode) {
  return adminRequest(API_PATHS.admin.siteMode, SiteModeUpdateSchema, jsonRequest('PUT', { mode }));
}
