import { buttonClass, ErrorNotice, SuccessNotice } from './notice';

export interface SaveResult {
  ok: boolean;
  message: string;
}

interface SaveBarProps {
  saving: boolean;
  /** The last save's outcome, announced to screen readers. */
  result?: SaveResult;
  /** Edits not saved yet: says so beside the button. */
  unsaved?: boolean;
}

/** The end of an admin settings form: the last save's outcome, Save, and an unsaved-changes note. */
export function SaveBar({ saving, result, unsaved = false }: SaveBarProps) {
  return (
    <>
      <ErrorNotice message={result && !result.ok ? result.message : undefined} />
      <SuccessNotice message={result?.ok ? result.message : undefined} />
      <div className="flex items-center gap-3">
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        {unsaved && !saving && <span className="text-amber-800 text-sm">Unsaved changes</span>}
      </div>
    </>
  );
}
