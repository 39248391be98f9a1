import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { SiteInfoSettingsSchema } from '#shared/site/site-info-settings-schema.ts';
import { adminRequest } from './admin-client.ts';

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.siteInfo, SiteInfoSettingsSchema, { signal }),
});
