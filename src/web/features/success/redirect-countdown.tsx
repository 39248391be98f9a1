import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { fill } from '@/i18n/fill';
import { successMessages } from '@/i18n/messages';
import { useCountdown } from './use-countdown';

/** Spec section 9: the success page returns home after 5 seconds. */
export const REDIRECT_SECONDS = 5;

export function RedirectCountdown() {
  const navigate = useNavigate();
  const t = useStore(successMessages);
  const remaining = useCountdown(REDIRECT_SECONDS, () => navigate(paths.home, { replace: true }));
  const elapsedPct = ((REDIRECT_SECONDS - remaining) / REDIRECT_SECONDS) * 100;

  return (
    <div className="space-y-2">
      <p id="redirect-label" className="text-slate-600 text-sm">
        {t.redirecting(remaining)}
      </p>
      <div
        role="progressbar"
        aria-labelledby="redirect-label"
        aria-valuemin={0}
        aria-valuemax={REDIRECT_SECONDS}
        aria-valuenow={remaining}
        aria-valuetext={fill(t.secondsLeft, { seconds: remaining })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-1000 ease-linear"
          style={{ width: `${elapsedPct}%` }}
        />
      </div>
    </div>
  );
}
