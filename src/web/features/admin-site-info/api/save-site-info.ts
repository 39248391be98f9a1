import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type SiteInfoSettings,
  SiteInfoSettingsSchema,
} from '#shared/site/site-info-settings-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { siteInfoQuery } from '#web/lib/admin/api/get-site-info.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

/** Saves the business's details; open customer pages get them through the storefront stream. */
export function useSaveSiteInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteInfo: SiteInfoSettings) =>
      adminRequest(API_PATHS.admin.siteInfo, SiteInfoSettingsSchema, jsonRequest('PUT', siteInfo)),
    onSuccess: (saved) => queryClient.setQueryData(siteInfoQuery.queryKey, saved),
  });
}
