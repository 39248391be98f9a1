import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useCountdown } from './use-countdown';

/** Spec section 9: the success page returns home after 5 seconds. */
export const REDIRECT_SECONDS = 5;

export function RedirectCountdown() {
  const navigate = useNavigate();
  const remaining = useCountdown(REDIRECT_SECONDS, () => navigate(paths.home, { replace: true }));
  const elapsedPct = ((REDIRECT_SECONDS - remaining) / REDIRECT_SECONDS) * 100;

  return (
    <div className="space-y-2">
      <p id="redirect-label" className="text-slate-600 text-sm">
        Redirecting to home in {remaining} {remaining === 1 ? 'second' : 'seconds'}
      </p>
      <div
        role="progressbar"
        aria-labelledby="redirect-label"
        aria-valuemin={0}
        aria-valuemax={REDIRECT_SECONDS}
        aria-valuenow={remaining}
        aria-valuetext={`${remaining} seconds left`}
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
