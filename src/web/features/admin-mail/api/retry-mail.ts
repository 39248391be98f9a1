import { MessageSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { adminRequest } from '@/features/admin/api/admin-client';

/** Queues a failed mail for a fresh series of attempts; answers the server's confirmation. */
export function retryMail(id: string): Promise<string> {
  return adminRequest(API_PATHS.admin.mailRetry(id), (data) => MessageSchema.parse(data).message, {
    method: 'POST',
  });
}
