import type { ReactNode } from 'react';
import type { Policies } from '#shared/policies/policies-schema.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { policyPageMessages } from '#web/i18n/policy-page-messages.ts';
import { usePolicies } from '../use-policies.ts';

/** A policy page's body: loading, the failure with "Try again", then the page itself. */
export function WithPolicies({ children }: { children: (policies: Policies) => ReactNode }) {
  const policies = usePolicies();
  const t = useMessages(policyPageMessages);
  if (policies.data) return children(policies.data);
  if (policies.loading) return <LoadingScreen />;
  return (
    <div className="space-y-3">
      <Alert>{t.loadFailed}</Alert>
      <Button variant="secondary" onClick={policies.retry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}
