import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  StatementAppliedSchema,
  StatementPreviewSchema,
} from '#shared/payments/payment-matching.ts';
import type { StatementLayoutChoice } from '#shared/payments/statement-mapping.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { refreshAfterPayments } from './refresh-after-payments.ts';

/** One statement as staff chose it: the preview and the apply send exactly this. */
export interface StatementUpload {
  file: File;
  layout: StatementLayoutChoice | undefined;
  daysBefore: number;
  daysAfter: number;
}

/** The multipart form the server reads (readUpload in payments.routes.ts). */
function statementForm({ file, layout, daysBefore, daysAfter }: StatementUpload): RequestInit {
  const form = new FormData();
  if (layout) form.append('layout', JSON.stringify(layout));
  form.append('daysBefore', String(daysBefore));
  form.append('daysAfter', String(daysAfter));
  form.append('file', file, file.name);
  return { method: 'POST', body: form };
}

/** What the statement would do; the server stores nothing. */
export function usePreviewStatement() {
  return useMutation({
    mutationFn: (upload: StatementUpload) =>
      adminRequest(API_PATHS.admin.paymentsPreview, StatementPreviewSchema, statementForm(upload)),
  });
}

/** Stores the statement and confirms its matches, in one transaction on the server. */
export function useApplyStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: StatementUpload) =>
      adminRequest(API_PATHS.admin.paymentsApply, StatementAppliedSchema, statementForm(upload)),
    onSuccess: () => refreshAfterPayments(queryClient),
  });
}
