import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type SiteInfoSettings,
  SiteInfoSettingsSchema,
} from '#shared/site/site-info-settings-schema.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { type TextFieldSpec, TextFields } from '#web/components/admin/text-fields.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveSiteInfo } from '../api/save-site-info.ts';
import { SITE_INFO_MESSAGES } from '../site-info-messages.ts';
import { MoversClaimsFields } from './movers-claims-fields.tsx';

const FIELDS: TextFieldSpec<SiteInfoSettings>[] = [
  { name: 'name', label: 'Business name', autoComplete: 'organization', wide: true },
  {
    name: 'phone',
    label: 'Phone (as shown)',
    hint: 'As customers read it, e.g. 098765 43210.',
    type: 'tel',
    autoComplete: 'off',
  },
  {
    name: 'phonecall',
    label: 'Phone for calls (+91…)',
    hint: 'For call links (and WhatsApp, without a WhatsApp number): +91 and the number, no spaces.',
    type: 'tel',
    autoComplete: 'off',
  },
  {
    name: 'whatsapp',
    label: 'WhatsApp number',
    hint: 'Optional: 10 digits, e.g. 9876543210. Customer pages then offer “Chat with us on WhatsApp”.',
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 10,
    autoComplete: 'off',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', wide: true },
  { name: 'address', label: 'Address', hint: 'Street and area.', autoComplete: 'off', wide: true },
  {
    name: 'addressCity',
    label: 'City line',
    hint: 'Town, state and pin code, e.g. Roorkee, Uttarakhand 247667.',
    autoComplete: 'off',
  },
  {
    name: 'postalCode',
    label: 'Pin code',
    inputMode: 'numeric',
    maxLength: 6,
    autoComplete: 'off',
  },
  {
    name: 'supportHours',
    label: 'Support hours',
    hint: 'When the support line answers, e.g. Mon-Fri 10:30 AM-5:30 PM.',
    autoComplete: 'off',
  },
  {
    name: 'gstin',
    label: 'GSTIN',
    hint: 'Once set, prices carry GST and verified payments get tax invoices. Leave blank if not registered for GST.',
    maxLength: 15,
    autoComplete: 'off',
  },
  {
    name: 'signatoryName',
    label: 'Authorised signatory',
    hint: 'Printed on tax invoices and credit notes: “For <business>, Authorised signatory: <name>”.',
    autoComplete: 'off',
  },
  {
    name: 'signatoryDesignation',
    label: 'Signatory’s designation',
    hint: 'Optional, e.g. Proprietor or Partner.',
    autoComplete: 'off',
  },
  {
    name: 'moversName',
    label: 'Movers business name',
    hint: 'The header and name of the packers-and-movers home page.',
    autoComplete: 'off',
  },
  {
    name: 'moversHours',
    label: 'Movers support hours',
    hint: 'Shown on the packers-and-movers page, e.g. 24x7.',
    autoComplete: 'off',
  },
];

const GST_ANSWERS = [
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;

/** The business's public details, checked by the same schema the server uses. */
export function SiteInfoForm({ siteInfo }: { siteInfo: SiteInfoSettings }) {
  const form = useForm<SiteInfoSettings>({
    resolver: zodResolver(SiteInfoSettingsSchema),
    defaultValues: siteInfo,
  });
  const { isDirty } = form.formState;
  const save = useSaveSiteInfo();

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved),
      onError: (failure) =>
        showServerFieldErrors(
          form.setError,
          failure,
          FIELDS.map((field) => field.name),
        ),
    });
  });

  return (
    <form noValidate onSubmit={submit} className={`${cardClass} space-y-5`}>
      <TextFields form={form} fields={FIELDS} idPrefix="site-info" onEdit={() => save.reset()} />
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900 text-sm">Are you registered for GST?</legend>
        <p className="text-slate-600 text-xs">
          Without a GSTIN, prices show no tax and customers get a bill of supply (CGST Act s.32).
        </p>
        <div className="flex gap-4 text-sm">
          {GST_ANSWERS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...form.register('gstRegistered')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <MoversClaimsFields form={form} onEdit={() => save.reset()} />
      <SaveBar
        save={save}
        savedMessage={SITE_INFO_MESSAGES.saved}
        failedMessage={SITE_INFO_MESSAGES.saveFailed}
        unsaved={isDirty}
      />
    </form>
  );
}
