import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GrievanceOfficer,
  GrievanceOfficerSchema,
  type PublishedGrievanceOfficer,
} from '@shared/policies/policies-schema';
import { POLICY_TITLES } from '@shared/policies/policy-titles';
import { isSampleEmail, isSamplePhone } from '@shared/site/sample-contacts';
import type { SiteInfo } from '@shared/site/site-info';
import type { InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { cardClass } from '@/components/ui/card';
import { SaveBar } from '@/features/admin/components/save-bar';
import { ApiError } from '@/lib/api-client';
import { useSaveGrievanceOfficer } from '../api/save-policy';
import { POLICIES_MESSAGES } from '../policies-messages';
import { PublicationStatus } from './publication-status';

const FIELDS: ({ name: keyof GrievanceOfficer; label: string; hint?: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete'
>)[] = [
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
  const { errors, isDirty } = form.formState;
  const save = useSaveGrievanceOfficer();

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved.grievanceOfficer ?? values),
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return;
        for (const [field, message] of Object.entries(failure.fieldErrors)) {
          if (FIELDS.some((f) => f.name === field)) {
            form.setError(field as keyof GrievanceOfficer, { message });
          }
        }
      },
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
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, hint, ...inputProps }) => {
            const id = `grievance-officer-${name}`;
            const error = errors[name]?.message;
            return (
              <FormField key={name} id={id} label={label} hint={hint} error={error}>
                <input
                  {...inputProps}
                  {...form.register(name, { onChange: () => save.reset() })}
                  {...fieldAria(id, error, hint)}
                  className={inputClass}
                />
              </FormField>
            );
          })}
        </div>
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
