import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MAX_IDLE_HOURS, SessionIdleSchema } from '#shared/admin/session-idle.ts';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { sessionIdleQuery, useSaveSessionIdle } from '../api/session-idle.ts';

/** The owner's setting: hours a signed-in screen may go unused before it is signed out. */
export function SessionIdleCard() {
  const setting = useQuery(sessionIdleQuery);
  const save = useSaveSessionIdle();
  const [draft, setDraft] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const shown = draft ?? setting.data?.idleHours;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SessionIdleSchema.safeParse({ idleHours: shown });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data, { onSuccess: () => setDraft(undefined) });
  }

  return (
    <Card className="space-y-3">
      <form noValidate onSubmit={submit} className="space-y-3">
        <h2 className="font-semibold text-slate-900">Idle sign-out</h2>
        <label htmlFor="idle-hours" className="block text-slate-800 text-sm">
          <span className="block font-medium">Sign out after this many hours unused</span>
          <span className="text-slate-600">
            For every account. A sign-in lasts 30 days at most however busy it is.
          </span>
        </label>
        <div className="flex items-center gap-3">
          <input
            id="idle-hours"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_IDLE_HOURS}
            value={shown === undefined || Number.isNaN(shown) ? '' : shown}
            disabled={!setting.isSuccess}
            onChange={(event) => setDraft(event.target.valueAsNumber)}
            className="w-28 rounded-lg border border-slate-300 px-3 py-2"
          />
          <Button type="submit" size="sm" disabled={!setting.isSuccess || save.isPending}>
            Save
          </Button>
        </div>
      </form>
      <SuccessNotice message={save.isSuccess && draft === undefined ? 'Saved.' : undefined} />
      <ErrorNotice
        message={
          problem ??
          (setting.isError
            ? errorMessage(setting.error, 'Failed to load the setting.')
            : save.isError
              ? errorMessage(save.error, 'Could not save the setting.')
              : undefined)
        }
      />
    </Card>
  );
}
