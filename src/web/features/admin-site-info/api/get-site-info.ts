import { API_PATHS } from '@shared/api-paths';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.siteInfo, SiteInfoSchema, { signal }),
});
