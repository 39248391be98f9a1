import type { MessageKey } from '#shared/validation/form-messages.ts';
import type { FormMessage } from '../api-client.ts';

/**
 * What checks a customer form: a shared zod schema fits as it is (its `safeParse`), and this
 * module never imports zod, so a page that checks nothing does not download it.
 */
export interface FormCheck<Values, Output> {
  safeParse(
    values: Partial<Values>,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type FormErrors<Values> = Partial<Record<keyof Values, FormMessage>>;

/**
 * The checked values, or each field's first message (as the form shows them). The customer
 * schemas' messages are keys (i18n/form-messages.test.ts holds them to the tables).
 */
export function checkForm<Values, Output>(
  check: FormCheck<Values, Output> | undefined,
  values: Partial<Values>,
): { data: Output; errors: FormErrors<Values> } | { data: undefined; errors: FormErrors<Values> } {
  if (!check) return { data: values as Output, errors: {} };
  const result = check.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FormErrors<Values> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof Values | undefined;
    if (name !== undefined && !errors[name]) errors[name] = issue.message as MessageKey;
  }
  return { data: undefined, errors };
}
