import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type GrievanceOfficer,
  GrievanceOfficerSchema,
  type PublishedGrievanceOfficer,
} from '#shared/policies/policies-schema.ts';
import { POLICY_TITLES } from '#shared/policies/policy-titles.ts';
import { isSampleEmail, isSamplePhone } from '#shared/site/sample-contacts.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { type TextFieldSpec, TextFields } from '#web/components/admin/text-fields.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveGrievanceOfficer } from '../api/save-policy.ts';
import { POLICIES_MESSAGES } from '../policies-messages.ts';
import { PublicationStatus } from './publication-status.tsx';

const FIELDS: TextFieldSpec<GrievanceOfficer>[] = [
  { name: 'name', label: 'Name', autoComplete: 'off' },
  { name: 'designation', label: 'Designation', hint: 'e.g. Grievance Officer, or Proprietor.' },
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'As customers dial it, e.g. 01332 123456.' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
];

/** Until saved: the business's own phone and e-mail as a suggestion (never the samples). */
function suggestedOfficer(site: SiteInfo): GrievanceOfficer {
  return {
    name: '',
    designation: 'Grievance Officer',
    phone: isSamplePhone(site.phone) ? '' : site.phone,
    email: isSampleEmail(site.email) ? '' : site.email,
  };
}

/**
 * Rule 4(4) of the E-Commerce Rules: the officer customers complain to, by name, designation,
 * phone and e-mail. Published on Save.
 */
export function GrievanceOfficerForm({
  published,
  siteInfo,
}: {
  published: PublishedGrievanceOfficer | null;
  siteInfo: SiteInfo;
}) {
  const form = useForm<GrievanceOfficer>({
    resolver: zodResolver(GrievanceOfficerSchema),
    defaultValues: published ?? suggestedOfficer(siteInfo),
  });
  const { isDirty } = form.formState;
  const save = useSaveGrievanceOfficer();

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved.grievanceOfficer ?? values),
      onError: (failure) =>
        showServerFieldErrors(
          form.setError,
          failure,
          FIELDS.map((field) => field.name),
        ),
    });
  });

  return (
    <section aria-labelledby="policy-grievance-officer-heading">
      <form noValidate onSubmit={submit} className={`${cardClass} space-y-4`}>
        <div className="space-y-1">
          <h2
            id="policy-grievance-officer-heading"
            className="font-semibold text-lg text-slate-900"
          >
            {POLICY_TITLES.grievanceOfficer}
          </h2>
          <PublicationStatus page="grievanceOfficer" updatedAt={published?.updatedAt} />
          <p className="text-slate-600 text-sm">
            Customers see these details with your address and the promise to acknowledge a complaint
            within 48 hours and resolve it within a month.
            {!published && ' Suggested from your site info: check them, then save to publish.'}
          </p>
        </div>
        <TextFields
          form={form}
          fields={FIELDS}
          idPrefix="grievance-officer"
          onEdit={() => save.reset()}
        />
        <SaveBar
          save={save}
          savedMessage={POLICIES_MESSAGES.published}
          failedMessage={POLICIES_MESSAGES.saveFailed}
          unsaved={isDirty}
        />
      </form>
    </section>
  );
}
