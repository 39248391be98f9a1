import { API_PATHS } from '@shared/api-paths';
import { apiRequest } from '@/lib/api-client';

export async function signOut(signal?: AbortSignal): Promise<void> {
  await apiRequest(API_PATHS.admin.session, () => undefined, { method: 'DELETE', signal });
}
