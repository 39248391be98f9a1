import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  DEFAULT_MATCH_WINDOW,
  StatementUploadFieldsSchema,
} from '#shared/payments/payment-matching.ts';
import type { StatementColumnMapping } from '#shared/payments/statement-mapping.ts';
import type { StatementUpload } from './api/upload-statement.ts';
import { type BankChoice, layoutOf } from './bank-choice.ts';
import { daysInput } from './days-input.ts';

/** The upload form's values: the window's days stay text until checked. */
export interface UploadInputs {
  file: File | null;
  bank: BankChoice;
  daysBefore: string;
  daysAfter: string;
}

export type UploadField = keyof UploadInputs;
export type UploadErrors = Partial<Record<UploadField, string>>;

export const FIRST_UPLOAD_INPUTS: UploadInputs = {
  file: null,
  bank: 'detect',
  daysBefore: String(DEFAULT_MATCH_WINDOW.daysBefore),
  daysAfter: String(DEFAULT_MATCH_WINDOW.daysAfter),
};

/**
 * The input a server field message belongs to: the server names the layout, staff chose it as
 * the bank.
 */
export function uploadInputOf(field: string): UploadField | undefined {
  if (field === 'layout') return 'bank';
  return (['file', 'daysBefore', 'daysAfter'] as const).find((name) => name === field);
}

/**
 * The upload to send, or what is missing, by the rules the server applies (its schema, its
 * "choose the file" message); the saved mapping is needed only when staff chose it.
 */
export function checkUpload(
  inputs: UploadInputs,
  savedMapping: StatementColumnMapping | null,
): { upload: StatementUpload | null; errors: UploadErrors } {
  const errors: UploadErrors = {};
  const window = StatementUploadFieldsSchema.safeParse({
    daysBefore: daysInput(inputs.daysBefore),
    daysAfter: daysInput(inputs.daysAfter),
  });
  if (!window.success) {
    for (const issue of window.error.issues) {
      const field = issue.path[0];
      if (field === 'daysBefore' || field === 'daysAfter') errors[field] ??= issue.message;
    }
  }
  if (!inputs.file) errors.file = 'Please choose the statement file.';
  const layout = layoutOf(inputs.bank, savedMapping);
  if (!layout) errors.bank = 'Please save your bank’s column mapping below first.';
  if (!window.success || !inputs.file || !layout) return { upload: null, errors };
  const { daysBefore, daysAfter } = window.data;
  return { upload: { file: inputs.file, layout: layout.layout, daysBefore, daysAfter }, errors };
}

/** The upload form's check, given the saved mapping as the form's context. */
export const uploadResolver: Resolver<
  UploadInputs,
  StatementColumnMapping | null,
  StatementUpload
> = (inputs, savedMapping) => {
  const { upload, errors } = checkUpload(inputs, savedMapping ?? null);
  if (upload) return { values: upload, errors: {} };
  const fieldErrors: FieldErrors<UploadInputs> = {};
  for (const [field, message] of Object.entries(errors)) {
    fieldErrors[field as UploadField] = { type: 'validate', message };
  }
  return { values: {}, errors: fieldErrors };
};
