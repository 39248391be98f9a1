import { StatementUploadFieldsSchema } from '#shared/payments/payment-matching.ts';
import type { StatementColumnMapping } from '#shared/payments/statement-mapping.ts';
import type { StatementUpload } from './api/upload-statement.ts';
import { type BankChoice, layoutOf } from './bank-choice.ts';
import { daysInput } from './days-input.ts';

/** The upload form as typed: the window's days stay text until checked. */
export interface UploadDraft {
  file: File | null;
  bank: BankChoice;
  daysBefore: string;
  daysAfter: string;
}

export type UploadField = 'file' | 'layout' | 'daysBefore' | 'daysAfter';
export type UploadErrors = Partial<Record<UploadField, string>>;

/**
 * The upload to send, or what is missing, by the rules the server applies (its schema, its
 * "choose the file" message); the saved mapping is needed only when staff chose it.
 */
export function checkUpload(
  draft: UploadDraft,
  savedMapping: StatementColumnMapping | null,
): { upload: StatementUpload | null; errors: UploadErrors } {
  const errors: UploadErrors = {};
  const window = StatementUploadFieldsSchema.safeParse({
    daysBefore: daysInput(draft.daysBefore),
    daysAfter: daysInput(draft.daysAfter),
  });
  if (!window.success) {
    for (const issue of window.error.issues) {
      const field = issue.path[0];
      if (field === 'daysBefore' || field === 'daysAfter') errors[field] ??= issue.message;
    }
  }
  if (!draft.file) errors.file = 'Please choose the statement file.';
  const layout = layoutOf(draft.bank, savedMapping);
  if (!layout) errors.layout = 'Please save your bank’s column mapping below first.';
  if (!window.success || !draft.file || !layout) return { upload: null, errors };
  const { daysBefore, daysAfter } = window.data;
  return { upload: { file: draft.file, layout: layout.layout, daysBefore, daysAfter }, errors };
}
