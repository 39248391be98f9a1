import type { ReactNode } from 'react';
import type { PolicyDocument } from '#shared/policies/required-policies.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { policiesMessages } from '#web/i18n/messages.ts';
import { policyPageMessages } from '#web/i18n/policy-page-messages.ts';
import { GrievanceOfficerDetails } from './components/grievance-officer-details.tsx';
import { LastUpdated } from './components/last-updated.tsx';
import { NotPublished } from './components/not-published.tsx';
import { PolicyText } from './components/policy-text.tsx';
import { WithPolicies } from './components/with-policies.tsx';

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
  const t = useMessages(policiesMessages);
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
  const t = useMessages(policiesMessages);
  const page = useMessages(policyPageMessages);
  return (
    <PolicyLayout title={t.grievanceOfficer} intro={page.grievanceIntro}>
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
