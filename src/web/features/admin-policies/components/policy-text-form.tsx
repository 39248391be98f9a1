import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCount } from '#shared/format/numbers.ts';
import {
  POLICY_TEXT_MAX,
  type PolicyText,
  PolicyTextSchema,
  type PublishedText,
} from '#shared/policies/policies-schema.ts';
import { POLICY_TITLES } from '#shared/policies/policy-titles.ts';
import type { PolicyDocument } from '#shared/policies/required-policies.ts';
import { starterText } from '#shared/policies/starter-texts.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSavePolicyText } from '../api/save-policy.ts';
import { POLICIES_MESSAGES } from '../policies-messages.ts';
import { PublicationStatus } from './publication-status.tsx';
import { StarterNote } from './starter-note.tsx';

interface PolicyTextFormProps {
  document: PolicyDocument;
  published: PublishedText | null;
  /** For the starting text's business name, phone, e-mail and address. */
  siteInfo: SiteInfo;
}

/** One policy's text: written (or started from a template) here, published on Save. */
export function PolicyTextForm({ document, published, siteInfo }: PolicyTextFormProps) {
  const form = useForm<PolicyText>({
    resolver: zodResolver(PolicyTextSchema),
    defaultValues: { text: published?.text ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const save = useSavePolicyText(document);
  const [fromStarter, setFromStarter] = useState(false);
  const title = POLICY_TITLES[document];
  const id = `policy-${document}`;
  const hint = `Plain text, up to ${formatCount(POLICY_TEXT_MAX)} characters. Leave an empty line between paragraphs. Customers see it exactly as you write it.`;
  const error = errors.text?.message;
  const empty = form.watch('text').trim() === '';

  const fillWithStarter = () => {
    form.setValue('text', starterText(document, siteInfo), { shouldDirty: true });
    form.clearErrors('text');
    save.reset();
    setFromStarter(true);
    // Reading starts at the top: the caret too, not after the last line.
    const field = window.document.getElementById(id);
    if (field instanceof HTMLTextAreaElement) {
      field.focus();
      field.setSelectionRange(0, 0);
      field.scrollTop = 0;
    }
  };

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ text: saved[document]?.text ?? values.text });
        setFromStarter(false);
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.fieldErrors.text : undefined;
        if (message) form.setError('text', { message });
      },
    });
  });

  return (
    <section aria-labelledby={`${id}-heading`}>
      <form noValidate onSubmit={submit} className={`${cardClass} space-y-4`}>
        <div className="space-y-1">
          <h2 id={`${id}-heading`} className="font-semibold text-lg text-slate-900">
            {title}
          </h2>
          <PublicationStatus page={document} updatedAt={published?.updatedAt} />
        </div>
        {empty && (
          <Button variant="secondary" onClick={fillWithStarter}>
            Start from a suggested text
          </Button>
        )}
        {fromStarter && <StarterNote />}
        <FormField id={id} label={`${title} text`} hint={hint} error={error}>
          <textarea
            {...form.register('text', { onChange: () => save.reset() })}
            {...fieldAria(id, error, hint)}
            rows={14}
            className={`${inputClass} font-normal leading-relaxed`}
          />
        </FormField>
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
