import { type Dashboard, DashboardSchema } from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import { adminRequest } from '@/features/admin/api/admin-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return adminRequest(API_PATHS.admin.dashboard, (data) => DashboardSchema.parse(data), {
    signal,
  });
}
