import * as z from 'zod/mini';
import { type Admin, AdminSchema } from '#shared/admin/auth-schema.ts';
import { CodeRequiredSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

const SignInAnswerSchema = z.union([AdminSchema, CodeRequiredSchema]);

/*
 * Plain apiRequest, not adminRequest: a 401 here means a wrong password, to show on the form,
 * not a lapsed session. With two-factor sign-in on, the answer asks for a code instead.
 */
export function signIn(credentials: {
  email: string;
  password: string;
}): Promise<Admin | { codeRequired: true }> {
  return apiRequest(
    API_PATHS.admin.session,
    (data) => SignInAnswerSchema.parse(data),
    jsonRequest('POST', credentials),
  );
}
