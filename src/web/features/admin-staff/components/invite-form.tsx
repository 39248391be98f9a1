import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteStaffInput, InviteStaffSchema, STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '#shared/admin/staff-roles.ts';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { FieldError, FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useInviteStaff } from '../api/invite-staff.ts';

type InviteValues = { email: string; role: Role };

/** Invite by e-mail: the person chooses their own password from the link. */
export function InviteForm() {
  const form = useForm<InviteStaffInput, unknown, InviteValues>({
    resolver: zodResolver(InviteStaffSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const { errors } = form.formState;
  const invite = useInviteStaff();

  const submit = form.handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => form.reset({ email: '', role: values.role }),
      onError: (failure) => showServerFieldErrors(form.setError, failure, ['email', 'role']),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        <input
          {...form.register('email', { onChange: () => invite.reset() })}
          {...fieldAria('invite-email', errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="off"
          className={`${inputClass} max-w-md`}
        />
      </FormField>
      <fieldset className="space-y-2" aria-describedby="invite-role-error">
        <legend className="font-medium text-slate-800 text-sm">Role</legend>
        {ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-blue-600 has-checked:bg-blue-50"
          >
            <input
              {...form.register('role')}
              type="radio"
              value={role}
              className="mt-0.5 size-4 accent-blue-700"
            />
            <span>
              <span className="block font-semibold text-slate-900 text-sm">
                {ROLE_LABELS[role]}
              </span>
              <span className="block text-slate-600 text-sm">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
        <FieldError id="invite-role-error" message={errors.role?.message} />
      </fieldset>
      <ErrorNotice
        message={
          invite.isError ? errorMessage(invite.error, STAFF_MESSAGES.inviteFailed) : undefined
        }
      />
      <SuccessNotice message={invite.data?.message} />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}
