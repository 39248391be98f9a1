import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { SiteInfoSchema } from '#shared/site/site-info-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { siteInfoQuery } from '#web/lib/admin/api/get-site-info.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

/** Saves the business's details; open customer pages get them through the storefront stream. */
export function useSaveSiteInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteInfo: SiteInfo) =>
      adminRequest(API_PATHS.admin.siteInfo, SiteInfoSchema, jsonRequest('PUT', siteInfo)),
    onSuccess: (saved) => queryClient.setQueryData(siteInfoQuery.queryKey, saved),
  });
}
