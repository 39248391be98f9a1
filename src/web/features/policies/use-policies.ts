import { useCallback, useEffect, useState } from 'react';
import type { Policies } from '#shared/policies/policies-schema.ts';
import { isAbort } from '#web/lib/api-client.ts';
import { getPolicies } from './api/get-policies.ts';

export type PoliciesState =
  | { state: 'loading' }
  | { state: 'loaded'; policies: Policies }
  | { state: 'failed' };

/** The published policies, read fresh each time a policy page opens; `retry` after a failure. */
export function usePolicies(): PoliciesState & { retry: () => void } {
  const [result, setResult] = useState<PoliciesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Read on every attempt, so "Try again" starts a new request.
    void attempt;
    const abort = new AbortController();
    setResult({ state: 'loading' });
    getPolicies(abort.signal).then(
      (policies) => setResult({ state: 'loaded', policies }),
      (error: unknown) => {
        if (!isAbort(error)) setResult({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
