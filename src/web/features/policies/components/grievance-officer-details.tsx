import type { ReactNode } from 'react';
import type { PublishedGrievanceOfficer } from '#shared/policies/policies-schema.ts';
import { GRIEVANCE_ACKNOWLEDGE_HOURS } from '#shared/policies/required-policies.ts';
import { Card } from '#web/components/ui/card.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { commonMessages } from '#web/i18n/messages.ts';
import { policyPageMessages } from '#web/i18n/policy-page-messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';

const linkClass = 'break-all text-blue-800 underline-offset-2 hover:underline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Rule 4(4): the officer's name, designation and contact, with the business's postal address. */
export function GrievanceOfficerDetails({ officer }: { officer: PublishedGrievanceOfficer }) {
  const t = useMessages(policyPageMessages);
  const common = useMessages(commonMessages);
  const { address, addressCity } = useSiteInfo();
  return (
    <Card className="space-y-5">
      <dl className="space-y-3">
        <Row label={t.officerName}>{officer.name}</Row>
        <Row label={t.designation}>{officer.designation}</Row>
        <Row label={common.phone}>
          <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {officer.phone}
          </a>
        </Row>
        <Row label={common.email}>
          <a href={`mailto:${officer.email}`} className={linkClass}>
            {officer.email}
          </a>
        </Row>
        <Row label={common.address}>
          <span className="whitespace-pre-line">{`${address}\n${addressCity}`}</span>
        </Row>
      </dl>
      <p className="text-slate-700">
        {fill(t.grievancePromise, { hours: GRIEVANCE_ACKNOWLEDGE_HOURS })}
      </p>
    </Card>
  );
}
