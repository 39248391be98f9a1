import type { UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, languagesWithoutSms } from '#shared/admin/message-setup.ts';
import type { MessageSettings } from '#shared/messaging/message-settings.ts';
import { TEXT_MESSAGE_LABELS, type TextMessageKind } from '#shared/messaging/text-messages.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';

interface KindSettingsFieldsProps {
  form: UseFormReturn<MessageSettings>;
  kind: TextMessageKind;
  onEdit: () => void;
}

/** One message kind: WhatsApp on/off and its template, SMS on/off and its template id per language. */
export function KindSettingsFields({ form, kind, onEdit }: KindSettingsFieldsProps) {
  const { errors } = form.formState;
  const kindErrors = errors.kinds?.[kind];
  const missing = languagesWithoutSms(form.watch(), kind);
  const register = (name: Parameters<typeof form.register>[0]) =>
    form.register(name, { onChange: onEdit });
  const templateId = `messages-${kind}-whatsapp-template`;
  const templateError = kindErrors?.whatsappTemplate?.message;

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{TEXT_MESSAGE_LABELS[kind]}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input type="checkbox" {...register(`kinds.${kind}.whatsapp`)} />
          Send by WhatsApp
        </label>
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input type="checkbox" {...register(`kinds.${kind}.sms`)} />
          Send by SMS
        </label>
      </div>
      <FormField
        id={templateId}
        label="WhatsApp template name"
        hint="As approved in WhatsApp Manager, e.g. booking_received."
        error={templateError}
      >
        <input
          {...fieldAria(templateId, templateError, 'hint')}
          autoComplete="off"
          {...register(`kinds.${kind}.whatsappTemplate`)}
          className={inputClass}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        {LOCALE_CODES.map((language) => {
          const id = `messages-${kind}-sms-${language}`;
          const error = kindErrors?.smsTemplateIds?.[language]?.message;
          return (
            <FormField
              key={language}
              id={id}
              label={`MSG91 template id (${LANGUAGE_NAMES[language]})`}
              error={error}
            >
              <input
                {...fieldAria(id, error)}
                autoComplete="off"
                {...register(`kinds.${kind}.smsTemplateIds.${language}`)}
                className={inputClass}
              />
            </FormField>
          );
        })}
      </div>
      {missing.length > 0 && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {missing.length === LOCALE_CODES.length
            ? 'No MSG91 template id: not sent by SMS until you enter it.'
            : `No MSG91 template id for ${missing.map((l) => LANGUAGE_NAMES[l]).join(', ')}: not sent by SMS in that language until you enter it.`}
        </p>
      )}
    </fieldset>
  );
}
