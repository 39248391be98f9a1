import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  anyTextChannel,
  MESSAGE_SETUP_MESSAGES,
  type MessageSetup,
} from '#shared/admin/message-setup.ts';
import { type MessageSettings, MessageSettingsSchema } from '#shared/messaging/message-settings.ts';
import { TEXT_MESSAGE_KINDS } from '#shared/messaging/text-messages.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveMessageSettings } from '../api/message-settings.ts';
import { KindSettingsFields } from './kind-settings-fields.tsx';
import { TextChannelsStatus } from './text-channels-status.tsx';

const HOURS = Array.from({ length: 16 }, (_, i) => i + 6);
const hourLabel = (hour: number) => `${hour % 12 || 12}:00 ${hour < 12 ? 'am' : 'pm'}`;

/** The owner's Messages form, checked by the schema the server uses. */
export function MessageSettingsForm({ setup }: { setup: MessageSetup }) {
  const form = useForm<MessageSettings>({
    resolver: zodResolver(MessageSettingsSchema),
    defaultValues: setup.settings,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const save = useSaveMessageSettings();
  const codePossible = anyTextChannel(setup.textChannels);
  const onEdit = () => save.reset();

  // A double tap sends once: handleSubmit keeps isSubmitting until the save settles.
  const submit = form.handleSubmit(
    (values) =>
      new Promise<void>((settled) => {
        save.mutate(values, {
          onSuccess: (saved) => form.reset(saved.settings),
          onSettled: () => settled(),
        });
      }),
  );
  const hourError = errors.reminderHour?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        save.reset();
        void submit(event);
      }}
      className={`${cardClass} space-y-5 max-sm:p-4`}
    >
      <TextChannelsStatus channels={setup.textChannels} />
      <FormField
        id="messages-reminder-hour"
        label="Send the day-before reminders from (India time)"
        error={hourError}
      >
        <select
          {...fieldAria('messages-reminder-hour', hourError)}
          {...form.register('reminderHour', { setValueAs: Number, onChange: onEdit })}
          className={`${inputClass} max-w-40`}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            aria-describedby="messages-mobile-code-hint"
            {...form.register('requireMobileCode', { onChange: onEdit })}
          />
          Require mobile number confirmation
        </label>
        <p id="messages-mobile-code-hint" className="text-slate-500 text-xs">
          {codePossible
            ? 'A booking holds its place only once the customer enters the 6-digit code sent to their mobile.'
            : MESSAGE_SETUP_MESSAGES.codeNeedsChannelHint}
        </p>
      </div>
      <h2 className="font-semibold text-base text-slate-900">Messages to customers</h2>
      <div className="space-y-4">
        {TEXT_MESSAGE_KINDS.map((kind) => (
          <KindSettingsFields key={kind} form={form} kind={kind} onEdit={onEdit} />
        ))}
      </div>
      <SaveBar
        save={save}
        savedMessage={MESSAGE_SETUP_MESSAGES.saved}
        failedMessage={MESSAGE_SETUP_MESSAGES.saveFailed}
        unsaved={isDirty}
      />
    </form>
  );
}
