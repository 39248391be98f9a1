/** A round of background work that every app instance runs on a timer (reminders, hold lapses). */
export interface RepeatingRound {
  /** Runs a round now, after the one in flight; answers how many things it did. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for the round in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs`, one at a time: a round that is still running when the timer fires
 * delays the next rather than overlapping it. A failed round is reported and the next one tries
 * again; the timer never keeps the process alive. Whatever a round does must be safe for several
 * instances to run at once (each round claims its rows in a transaction).
 */
export function startRepeatingRound({
  round,
  everyMs,
  onDone,
  onError,
}: {
  round: () => Promise<number>;
  everyMs: number;
  /** Told how many things a round did, when it did any. */
  onDone: (count: number) => void;
  onError: (error: unknown) => void;
}): RepeatingRound {
  let inFlight: Promise<number> = Promise.resolve(0);
  const runOnce = () => {
    inFlight = inFlight.catch(() => 0).then(round);
    return inFlight;
  };
  const timer = setInterval(() => {
    runOnce().then((count) => {
      if (count > 0) onDone(count);
    }, onError);
  }, everyMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await inFlight.catch(() => 0);
    },
  };
}
