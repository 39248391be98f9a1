import type { PluralForm } from '#shared/site/locale-definition.ts';

/** A text's plural forms: "other" always, the rest as the language has them. */
export type PluralTexts = { other: string } & Partial<Record<Exclude<PluralForm, 'other'>, string>>;

/** A text that depends on a number: `t.key(3)` in the page, `{count}` filled in. */
export interface CountText {
  readonly forms: PluralTexts;
}

/**
 * Marks an English text by plural form. The form is chosen by the language's own rule
 * (`pluralForm` in its registry entry), not `Intl.PluralRules`, whose first use loads the
 * browser's locale data, a long task on a phone (decision 0030).
 */
export const count = (forms: PluralTexts): CountText => ({ forms });

export const isCountText = (value: unknown): value is CountText =>
  typeof value === 'object' && value !== null && 'forms' in value;
