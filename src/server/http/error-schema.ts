import * as z from 'zod';

/** Every 4xx/5xx answer: a message fit to show to the user, and per-field messages for forms. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The first message for each field, keyed by its path ("vehicleType", "address.city"). */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** A 400 answer for a failed schema check: the first problem as the message, all of them by field. */
export function validationFailure(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorResponse {
  return {
    message: issues[0]?.message ?? 'The request is not valid.',
    fieldErrors: toFieldErrors(issues),
  };
}
