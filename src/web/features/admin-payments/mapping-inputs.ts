import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type StatementColumnMapping,
  StatementColumnMappingSchema,
  type StatementDateOrder,
} from '#shared/payments/statement-mapping.ts';

type AmountsKind = StatementColumnMapping['amounts']['kind'];

/**
 * The mapping editor's form values: one text per column name ("" for an optional column left out), the
 * amounts' two shapes flattened side by side. Names match the mapping's own keys, so a server
 * field error ("mapping.amounts.credit") finds its input by the path's last part.
 */
export interface MappingInputs {
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

export type MappingField = keyof MappingInputs;

export const EMPTY_MAPPING_INPUTS: MappingInputs = {
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

export function toMappingInputs(mapping: StatementColumnMapping | null): MappingInputs {
  if (!mapping) return EMPTY_MAPPING_INPUTS;
  const { amounts } = mapping;
  return {
    ...EMPTY_MAPPING_INPUTS,
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

/** What the inputs send: only the chosen shape's columns. */
export function mappingFromInputs(inputs: MappingInputs) {
  return {
    date: inputs.date,
    description: inputs.description,
    reference: optional(inputs.reference),
    amounts:
      inputs.amountsKind === 'credit-debit'
        ? { kind: inputs.amountsKind, credit: inputs.credit, debit: optional(inputs.debit) }
        : {
            kind: inputs.amountsKind,
            amount: inputs.amount,
            direction: optional(inputs.direction),
          },
    currency: optional(inputs.currency),
    dateOrder: inputs.dateOrder,
  };
}

const FIELDS = Object.keys(EMPTY_MAPPING_INPUTS) as MappingField[];

/** The input a message belongs to, from its path in the mapping ("amounts.kind" is the kind). */
export function mappingInputOf(path: readonly PropertyKey[]): MappingField | undefined {
  const last = String(path.at(-1));
  if (last === 'kind') return 'amountsKind';
  return FIELDS.find((field) => field === last);
}

/** Each input's first problem, by the server's own schema, or the mapping to save. */
export type CheckedMapping =
  | { mapping: StatementColumnMapping; errors: Partial<Record<MappingField, string>> }
  | { mapping: null; errors: Partial<Record<MappingField, string>> };

export function checkMappingInputs(inputs: MappingInputs): CheckedMapping {
  const checked = StatementColumnMappingSchema.safeParse(mappingFromInputs(inputs));
  if (checked.success) return { mapping: checked.data, errors: {} };
  const errors: Partial<Record<MappingField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = mappingInputOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { mapping: null, errors };
}

/**
 * The mapping form's check: the flattened inputs go through the server's schema as the mapping
 * they make, and each message comes back to its input (the schema's paths are the mapping's).
 */
export const mappingResolver: Resolver<MappingInputs, unknown, StatementColumnMapping> = (
  inputs,
) => {
  const { mapping, errors } = checkMappingInputs(inputs);
  if (mapping) return { values: mapping, errors: {} };
  const fieldErrors: FieldErrors<MappingInputs> = {};
  for (const [field, message] of Object.entries(errors)) {
    fieldErrors[field as MappingField] = { type: 'validate', message };
  }
  return { values: {}, errors: fieldErrors };
};
