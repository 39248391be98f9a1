import { useStore } from '@nanostores/react';
import type { Policies } from '@shared/policies/policies-schema';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { policiesMessages } from '@/i18n/messages';
import { usePolicies } from '../use-policies';

/** A policy page's body: loading, the failure with "Try again", then the page itself. */
export function WithPolicies({ children }: { children: (policies: Policies) => ReactNode }) {
  const policies = usePolicies();
  const t = useStore(policiesMessages);
  if (policies.state === 'loading') return <LoadingScreen />;
  if (policies.state === 'failed') {
    return (
      <div className="space-y-3">
        <Alert>{t.loadFailed}</Alert>
        <Button variant="secondary" onClick={policies.retry}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  return children(policies.policies);
}
