import { Button } from '#web/components/ui/button.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { successMessages } from '#web/i18n/lazy-messages.ts';
import { useCountdown } from './use-countdown.ts';

/** The success page returns home after 5 seconds (docs/product.md#success-page). */
const REDIRECT_SECONDS = 5;

interface RedirectCountdownProps {
  onDone: () => void;
  /** WCAG 2.2.1: a time limit the customer can turn off ("Stay on this page"). */
  onStay: () => void;
}

export function RedirectCountdown({ onDone, onStay }: RedirectCountdownProps) {
  const t = useMessages(successMessages);
  const remaining = useCountdown(REDIRECT_SECONDS, onDone);
  const elapsedPct = ((REDIRECT_SECONDS - remaining) / REDIRECT_SECONDS) * 100;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id="redirect-label" className="text-slate-600 text-sm">
          {t.redirecting(remaining)}
        </p>
        <Button variant="ghost" size="sm" onClick={onStay} className="underline">
          {t.stayOnPage}
        </Button>
      </div>
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
