import { type FormEvent, useState } from 'react';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import {
  type RetentionPage,
  type RetentionSettings,
  RetentionSettingsSchema,
  TAX_RECORD_YEARS,
} from '#shared/personal-data/retention.ts';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSaveRetention } from '../api/retention.ts';

const FIELDS = [
  {
    name: 'screenshotDays',
    label: 'Delete payment screenshots this many days after an order is fulfilled or cancelled',
  },
  {
    name: 'contactMonths',
    label: 'Blank the address and e-mail this many months after an order closes',
  },
] as const;

/** The owner's retention periods, and what the last daily run did. */
export function RetentionCard({ page }: { page: RetentionPage }) {
  const save = useSaveRetention();
  const [draft, setDraft] = useState<RetentionSettings>(page.settings);
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RetentionSettingsSchema.safeParse(draft);
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <Card className="space-y-3">
      <form noValidate onSubmit={submit} className="space-y-3">
        <h2 className="font-semibold text-slate-900">How long customers’ data is kept</h2>
        {FIELDS.map((field) => (
          <label key={field.name} className="block text-slate-800 text-sm">
            <span className="block font-medium">{field.label}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              value={Number.isNaN(draft[field.name]) ? '' : draft[field.name]}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.valueAsNumber })}
              className="mt-1 w-28 rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
        ))}
        <p className="text-slate-600 text-sm">
          Tax invoices and the order’s amounts are kept {TAX_RECORD_YEARS} years whatever is set
          here: GST law keeps books 72 months from the due date of the year’s annual return (CGST
          Act s.36, Rule 56).
        </p>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
      </form>
      <p className="text-slate-700 text-sm">
        {page.lastRun
          ? `Last daily run ${formatIndiaDateTime(page.lastRun.ranAt)}: ${page.lastRun.screenshotsDeleted} screenshots deleted, ${page.lastRun.contactsBlanked} addresses and e-mails blanked.`
          : 'The daily run has not run yet.'}
      </p>
      <SuccessNotice message={save.isSuccess ? 'Saved.' : undefined} />
      <ErrorNotice
        message={
          problem ?? (save.isError ? errorMessage(save.error, 'Could not save.') : undefined)
        }
      />
    </Card>
  );
}
