import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import type { StatementColumnMapping } from '#shared/payments/statement-mapping.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { mappingQuery } from '../api/get-mapping.ts';
import {
  type StatementUpload,
  useApplyStatement,
  usePreviewStatement,
} from '../api/upload-statement.ts';
import type { MappingInputs } from '../mapping-inputs.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { mappingInputsFromHeaders, statementMismatchOf } from '../statement-mismatch.ts';
import {
  FIRST_UPLOAD_INPUTS,
  type UploadInputs,
  uploadInputOf,
  uploadResolver,
} from '../upload-inputs.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { MismatchNotice } from './mismatch-notice.tsx';
import { StatementResult } from './statement-result.tsx';
import { StatementUploadForm } from './statement-upload-form.tsx';

/** The server's per-field messages at this form's inputs. */
function showServerErrors(setError: UseFormSetError<UploadInputs>, failure: unknown): void {
  if (!(failure instanceof ApiError)) return;
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    const input = uploadInputOf(field);
    if (input) setError(input, { message });
  }
}

/**
 * Upload, preview, apply. Apply sends exactly the upload that was previewed; any edit to the form
 * drops the preview, so staff never apply something other than what they saw.
 */
export function StatementPanel() {
  const [suggested, setSuggested] = useState<MappingInputs>();
  const preview = usePreviewStatement();
  const apply = useApplyStatement();
  // The check needs the saved mapping (for "my bank" only), which loads once that is chosen.
  const savedRef = useRef<StatementColumnMapping | null>(null);
  const form = useForm<UploadInputs, StatementColumnMapping | null, StatementUpload>({
    resolver: (inputs, _context, options) => uploadResolver(inputs, savedRef.current, options),
    defaultValues: FIRST_UPLOAD_INPUTS,
  });
  const bank = form.watch('bank');
  const savedMapping = useQuery({ ...mappingQuery, enabled: bank === 'saved' });
  const saved = savedMapping.data?.mapping ?? null;
  savedRef.current = saved;
  // Set within the tap itself: a second tap before the button disables must not apply twice.
  const applying = useRef(false);
  const failure = apply.error ?? preview.error;
  const mismatch = statementMismatchOf(failure);
  // Detect sends no layout: the answer then names the bank the server found.
  const detected = preview.variables?.layout === undefined;
  const { isSubmitted } = form.formState;

  // Once a check has shown the bank's "save the mapping first", the mapping's arrival answers it.
  useEffect(() => {
    if (isSubmitted && saved) void form.trigger('bank');
  }, [isSubmitted, saved, form]);

  const dropResults = () => {
    preview.reset();
    apply.reset();
  };

  const check = form.handleSubmit((upload) =>
    preview.mutate(upload, { onError: (error) => showServerErrors(form.setError, error) }),
  );

  const applyPreviewed = () => {
    const upload = preview.variables;
    if (!upload || applying.current) return;
    applying.current = true;
    apply.mutate(upload, {
      onSettled: () => {
        applying.current = false;
      },
    });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="statement-heading" className={`${cardClass} space-y-4`}>
        <div>
          <h2 id="statement-heading" className="font-semibold text-lg text-slate-900">
            Check a bank statement
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            Upload the statement your bank exports. You see what it would confirm before anything
            changes.
          </p>
        </div>
        <StatementUploadForm
          form={form}
          busy={preview.isPending || apply.isPending}
          checking={preview.isPending}
          onChange={dropResults}
          onSubmit={(event) => {
            dropResults();
            void check(event);
          }}
        />
        <ErrorNotice
          message={
            preview.isError
              ? errorMessage(preview.error, PAYMENTS_MESSAGES.previewFailed)
              : undefined
          }
        />
        {mismatch && (
          <MismatchNotice
            mismatch={mismatch}
            onUseHeaders={() => {
              setSuggested(mappingInputsFromHeaders(mismatch.headersSeen));
              form.setValue('bank', 'saved', { shouldValidate: isSubmitted });
              dropResults();
            }}
          />
        )}
      </section>
      {bank === 'saved' && <MappingEditor suggested={suggested} />}
      {apply.data ? (
        <StatementResult result={apply.data} applied detected={detected} />
      ) : (
        preview.data && (
          <StatementResult
            result={preview.data}
            applied={false}
            detected={detected}
            applying={apply.isPending}
            applyError={
              apply.isError ? errorMessage(apply.error, PAYMENTS_MESSAGES.applyFailed) : undefined
            }
            onApply={applyPreviewed}
          />
        )
      )}
    </div>
  );
}
