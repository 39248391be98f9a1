import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { ErrorNotice, SuccessNotice } from './notice.tsx';

interface SaveBarProps {
  /** The form's save (a useMutation): while it runs, then its outcome, announced. */
  save: { isPending: boolean; isSuccess: boolean; error: Error | null };
  savedMessage?: string;
  failedMessage: string;
  /** Edits not saved yet: says so beside the button. */
  unsaved?: boolean;
  /** The button's words where one page has two forms ("Save payment holds"). */
  saveLabel?: string;
}

/** The end of an admin settings form: the last save's outcome, Save, and an unsaved-changes note. */
export function SaveBar({
  save,
  savedMessage,
  failedMessage,
  unsaved = false,
  saveLabel = 'Save',
}: SaveBarProps) {
  return (
    <>
      <ErrorNotice message={save.error ? errorMessage(save.error, failedMessage) : undefined} />
      <SuccessNotice message={save.isSuccess ? savedMessage : undefined} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saveLabel}
        </Button>
        {unsaved && !save.isPending && (
          <span className="text-amber-800 text-sm">Unsaved changes</span>
        )}
      </div>
    </>
  );
}
