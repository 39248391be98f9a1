import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SiteMode } from '#shared/site/site-mode.ts';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';
import { setSiteMode } from '../api/set-site-mode.ts';
import { SITE_MODE_SWITCH } from '../site-mode-consequences.ts';

const OPTIONS: { mode: SiteMode; label: string }[] = [
  { mode: 'hsrp', label: 'HSRP plates' },
  { mode: 'pm', label: 'Packers & movers' },
];

function ConfirmSwitch({
  mode,
  onConfirm,
  onCancel,
}: {
  mode: SiteMode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = SITE_MODE_SWITCH[mode];
  return (
    <Dialog title={text.title} onClose={onCancel}>
      <p className="text-slate-700">{text.effect}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{text.confirm}</Button>
      </div>
    </Dialog>
  );
}

/**
 * Which home page customers see. It shows the live value from the storefront stream, so a change
 * by another admin appears here too; a requested mode shows until the stream confirms it. A switch
 * is asked first, saying what customers will see: one stray click must not replace the home page.
 */
export function SiteModeToggle() {
  const live = useStorefront().storefront?.siteMode;
  const [requested, setRequested] = useState<SiteMode | null>(null);
  const [asking, setAsking] = useState<SiteMode | null>(null);
  const change = useMutation({
    mutationFn: setSiteMode,
    onMutate: (mode) => setRequested(mode),
    onError: () => setRequested(null),
  });
  const saving = change.isPending;

  useEffect(() => {
    if (live !== undefined && live === requested && !saving) setRequested(null);
  }, [live, requested, saving]);

  const shown = requested ?? live;
  return (
    <>
      <fieldset className="space-y-2" disabled={live === undefined || saving}>
        <legend className="mb-2 font-semibold text-slate-300 text-xs uppercase tracking-wide">
          Homepage
        </legend>
        <div className="space-y-1 rounded-lg bg-slate-800 p-1">
          {OPTIONS.map((option) => (
            <label
              key={option.mode}
              className="flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-slate-200 text-sm has-checked:bg-slate-700 has-checked:font-semibold has-checked:text-white has-disabled:cursor-wait"
            >
              <input
                type="radio"
                name="site-mode"
                value={option.mode}
                checked={shown === option.mode}
                onChange={() => setAsking(option.mode)}
                className="size-4 accent-blue-500"
              />
              {option.label}
            </label>
          ))}
        </div>
        <p role="status" className="text-slate-300 text-xs empty:hidden">
          {live === undefined ? 'Loading…' : saving ? 'Saving…' : ''}
        </p>
        {change.isError && (
          <p role="alert" className="text-red-300 text-xs">
            {errorMessage(change.error, 'Could not switch the homepage. Please try again.')}
          </p>
        )}
      </fieldset>
      {asking && (
        <ConfirmSwitch
          mode={asking}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            change.mutate(asking);
          }}
        />
      )}
    </>
  );
}
