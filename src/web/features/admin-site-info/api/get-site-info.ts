import { API_PATHS } from '@shared/api-paths';
import type { SiteInfo } from '@shared/site/site-info';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { adminRequest } from '@/features/admin/api/admin-client';

export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return adminRequest(API_PATHS.admin.siteInfo, (data) => SiteInfoSchema.parse(data), { signal });
}
