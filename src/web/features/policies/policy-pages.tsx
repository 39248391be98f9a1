import { useStore } from '@nanostores/react';
import type { PolicyDocument } from '@shared/policies/policy-pages';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { policiesMessages } from '@/i18n/messages';
import { GrievanceOfficerDetails } from './components/grievance-officer-details';
import { LastUpdated } from './components/last-updated';
import { NotPublished } from './components/not-published';
import { PolicyText } from './components/policy-text';
import { WithPolicies } from './components/with-policies';

/*
 * The pages customers read before and after paying (linked from the footer and the payment page).
 * One lazy chunk for all four: the texts come from GET /api/policies when a page opens.
 */

function PolicyLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">{children}</div>
    </>
  );
}

function PolicyDocumentPage({ document }: { document: PolicyDocument }) {
  const t = useStore(policiesMessages);
  return (
    <PolicyLayout title={t[document]}>
      <WithPolicies>
        {(policies) => {
          const published = policies[document];
          if (!published) return <NotPublished />;
          return (
            <>
              <LastUpdated at={published.updatedAt} />
              <PolicyText text={published.text} />
            </>
          );
        }}
      </WithPolicies>
    </PolicyLayout>
  );
}

export function RefundPolicyPage() {
  return <PolicyDocumentPage document="refund" />;
}

export function PrivacyPolicyPage() {
  return <PolicyDocumentPage document="privacy" />;
}

export function TermsPage() {
  return <PolicyDocumentPage document="terms" />;
}

export function GrievanceOfficerPage() {
  const t = useStore(policiesMessages);
  return (
    <PolicyLayout title={t.grievanceOfficer} intro={t.grievanceIntro}>
      <WithPolicies>
        {({ grievanceOfficer }) =>
          grievanceOfficer ? (
            <>
              <GrievanceOfficerDetails officer={grievanceOfficer} />
              <LastUpdated at={grievanceOfficer.updatedAt} />
            </>
          ) : (
            <NotPublished />
          )
        }
      </WithPolicies>
    </PolicyLayout>
  );
}
