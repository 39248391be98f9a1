import { API_PATHS } from '@shared/api-paths';
import type { SiteInfo } from '@shared/site/site-info';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

/** Saves the business's details; open customer pages get them through the storefront stream. */
export function saveSiteInfo(siteInfo: SiteInfo): Promise<SiteInfo> {
  return adminRequest(
    API_PATHS.admin.siteInfo,
    (data) => SiteInfoSchema.parse(data),
    jsonRequest('PUT', siteInfo),
  );
}
