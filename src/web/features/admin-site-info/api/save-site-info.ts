import { API_PATHS } from '@shared/api-paths';
import type { SiteInfo } from '@shared/site/site-info';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { siteInfoQuery } from './get-site-info';

/** Saves the business's details; open customer pages get them through the storefront stream. */
export function useSaveSiteInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteInfo: SiteInfo) =>
      adminRequest(API_PATHS.admin.siteInfo, SiteInfoSchema, jsonRequest('PUT', siteInfo)),
    onSuccess: (saved) => queryClient.setQueryData(siteInfoQuery.queryKey, saved),
  });
}
