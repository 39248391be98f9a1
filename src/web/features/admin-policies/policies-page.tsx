import { useQuery } from '@tanstack/react-query';
import { POLICY_DOCUMENTS } from '#shared/policies/required-policies.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { siteInfoQuery } from '#web/lib/admin/api/get-site-info.ts';
import { cancellationSettingsQuery } from './api/cancellation-settings.ts';
import { policiesQuery } from './api/get-policies.ts';
import { CancellationSettingsForm } from './components/cancellation-settings-form.tsx';
import { GrievanceOfficerForm } from './components/grievance-officer-form.tsx';
import { PolicyTextForm } from './components/policy-text-form.tsx';
import { POLICIES_MESSAGES } from './policies-messages.ts';

/** /admin/policies: what customers read on the policy pages, published when saved. */
export function PoliciesPage() {
  const policies = useQuery(policiesQuery);
  const siteInfo = useQuery(siteInfoQuery);
  const cancellation = useQuery(cancellationSettingsQuery);

  return (
    <>
      <AdminPageHeader
        title="Policies"
        description="Indian online sellers must publish these (Consumer Protection (E-Commerce) Rules, 2020). Customers find them in the site's footer and on the payment page. Each is published when you save it."
      />
      <QueryView
        query={policies}
        failedMessage={POLICIES_MESSAGES.loadFailed}
        loadingText="Loading policies…"
      >
        {(stored) => (
          <QueryView
            query={siteInfo}
            failedMessage={POLICIES_MESSAGES.loadFailed}
            loadingText="Loading policies…"
          >
            {(site) => (
              <div className="max-w-3xl space-y-6">
                {POLICY_DOCUMENTS.map((document) => (
                  <PolicyTextForm
                    key={document}
                    document={document}
                    published={stored[document]}
                    siteInfo={site}
                  />
                ))}
                <GrievanceOfficerForm published={stored.grievanceOfficer} siteInfo={site} />
                {cancellation.data && <CancellationSettingsForm settings={cancellation.data} />}
              </div>
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
