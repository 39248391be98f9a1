import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/** The server's per-field messages (a 400's `fieldErrors`) shown at this form's own fields. */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: unknown,
  fields: readonly Path<T>[],
): void {
  if (!(failure instanceof ApiError)) return;
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
}
