import {
  type StatementColumnMapping,
  StatementColumnMappingSchema,
  type StatementDateOrder,
} from '#shared/payments/statement-mapping.ts';

type AmountsKind = StatementColumnMapping['amounts']['kind'];

/**
 * The mapping editor's form: one text per column name ("" for an optional column left out), the
 * amounts' two shapes flattened side by side. Names match the mapping's own keys, so a server
 * field error ("mapping.amounts.credit") finds its input by the path's last part.
 */
export interface MappingDraft {
  date: string;
  description: string;
  reference: string;
  amountsKind: AmountsKind;
  credit: string;
  debit: string;
  amount: string;
  direction: string;
  currency: string;
  dateOrder: StatementDateOrder;
}

export type MappingField = keyof MappingDraft;

export const EMPTY_DRAFT: MappingDraft = {
  date: '',
  description: '',
  reference: '',
  amountsKind: 'credit-debit',
  credit: '',
  debit: '',
  amount: '',
  direction: '',
  currency: '',
  dateOrder: 'day-month-year',
};

export function toDraft(mapping: StatementColumnMapping | null): MappingDraft {
  if (!mapping) return EMPTY_DRAFT;
  const { amounts } = mapping;
  return {
    ...EMPTY_DRAFT,
    date: mapping.date,
    description: mapping.description,
    reference: mapping.reference ?? '',
    currency: mapping.currency ?? '',
    dateOrder: mapping.dateOrder,
    amountsKind: amounts.kind,
    ...(amounts.kind === 'credit-debit'
      ? { credit: amounts.credit, debit: amounts.debit ?? '' }
      : { amount: amounts.amount, direction: amounts.direction ?? '' }),
  };
}

/** A blank optional column is left out, not sent as "" (which the schema refuses). */
const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** What the draft sends: only the chosen shape's columns. */
export function fromDraft(draft: MappingDraft) {
  return {
    date: draft.date,
    description: draft.description,
    reference: optional(draft.reference),
    amounts:
      draft.amountsKind === 'credit-debit'
        ? { kind: draft.amountsKind, credit: draft.credit, debit: optional(draft.debit) }
        : { kind: draft.amountsKind, amount: draft.amount, direction: optional(draft.direction) },
    currency: optional(draft.currency),
    dateOrder: draft.dateOrder,
  };
}

const FIELDS = Object.keys(EMPTY_DRAFT) as MappingField[];

/** The input a message belongs to, from its path in the mapping ("amounts.kind" is the kind). */
export function draftFieldOf(path: readonly PropertyKey[]): MappingField | undefined {
  const last = String(path.at(-1));
  if (last === 'kind') return 'amountsKind';
  return FIELDS.find((field) => field === last);
}

export type CheckedMapping =
  | { mapping: StatementColumnMapping; errors: Partial<Record<MappingField, string>> }
  | { mapping: null; errors: Partial<Record<MappingField, string>> };

/** The draft checked by the server's own schema, each field's first problem by its input. */
export function checkDraft(draft: MappingDraft): CheckedMapping {
  const checked = StatementColumnMappingSchema.safeParse(fromDraft(draft));
  if (checked.success) return { mapping: checked.data, errors: {} };
  const errors: Partial<Record<MappingField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = draftFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { mapping: null, errors };
}
