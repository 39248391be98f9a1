import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DEFAULT_MATCH_WINDOW } from '#shared/payments/payment-matching.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { mappingQuery } from '../api/get-mapping.ts';
import { useApplyStatement, usePreviewStatement } from '../api/upload-statement.ts';
import type { MappingDraft } from '../mapping-draft.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { draftFromHeaders, statementMismatchOf } from '../statement-mismatch.ts';
import {
  checkUpload,
  type UploadDraft,
  type UploadErrors,
  type UploadField,
} from '../upload-draft.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { MismatchNotice } from './mismatch-notice.tsx';
import { StatementResult } from './statement-result.tsx';
import { StatementUploadForm } from './statement-upload-form.tsx';

const FIRST_DRAFT: UploadDraft = {
  file: null,
  bank: 'detect',
  daysBefore: String(DEFAULT_MATCH_WINDOW.daysBefore),
  daysAfter: String(DEFAULT_MATCH_WINDOW.daysAfter),
};

const UPLOAD_FIELDS: UploadField[] = ['file', 'layout', 'daysBefore', 'daysAfter'];

/** The server's per-field messages that belong to this form's inputs. */
function serverErrors(failure: unknown): UploadErrors {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(failure.fieldErrors).filter(([field]) =>
      (UPLOAD_FIELDS as string[]).includes(field),
    ),
  );
}

/**
 * Upload, preview, apply. Apply sends exactly the upload that was previewed; any edit to the form
 * drops the preview, so staff never apply something other than what they saw.
 */
export function StatementPanel() {
  const [draft, setDraft] = useState(FIRST_DRAFT);
  const [triedToCheck, setTriedToCheck] = useState(false);
  const [suggested, setSuggested] = useState<MappingDraft>();
  const savedMapping = useQuery({ ...mappingQuery, enabled: draft.bank === 'saved' });
  const preview = usePreviewStatement();
  const apply = useApplyStatement();
  // Set within the tap itself: a second tap before the button disables must not apply twice.
  const applying = useRef(false);
  const checked = checkUpload(draft, savedMapping.data?.mapping ?? null);
  const failure = apply.error ?? preview.error;
  const mismatch = statementMismatchOf(failure);
  // Detect sends no layout: the answer then names the bank the server found.
  const detected = preview.variables?.layout === undefined;
  const errors: UploadErrors = {
    ...(triedToCheck ? checked.errors : {}),
    ...serverErrors(failure),
  };

  const change = (next: UploadDraft) => {
    setDraft(next);
    preview.reset();
    apply.reset();
  };

  const check = () => {
    setTriedToCheck(true);
    preview.reset();
    apply.reset();
    if (checked.upload) preview.mutate(checked.upload);
  };

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
          draft={draft}
          errors={errors}
          busy={preview.isPending || apply.isPending}
          checking={preview.isPending}
          onChange={change}
          onSubmit={check}
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
              setSuggested(draftFromHeaders(mismatch.headersSeen));
              change({ ...draft, bank: 'saved' });
            }}
          />
        )}
      </section>
      {draft.bank === 'saved' && <MappingEditor suggested={suggested} />}
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
