import { useQuery } from '@tanstack/react-query';
import { PasswordConfirmDialog } from '#web/components/admin/password-confirm-dialog.tsx';
import { mailSetupQuery } from '#web/lib/admin/api/get-mail-setup.ts';

interface PayeePasswordDialogProps {
  /** "Two Wheeler" */
  vehicleLabel: string;
  pending: boolean;
  error?: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Before a payee is saved: the password again, and who will be told of the change. */
export function PayeePasswordDialog({ vehicleLabel, ...dialog }: PayeePasswordDialogProps) {
  const mailSetup = useQuery(mailSetupQuery);
  const noticeTo = mailSetup.data?.bookingNoticesTo;
  return (
    <PasswordConfirmDialog title="Confirm with your password" confirmLabel="Save payee" {...dialog}>
      <p>
        This changes where {vehicleLabel} customers pay. Please enter your password again to save
        it.
      </p>
      <p className="text-sm">
        The change goes into the audit trail, and a notice is e-mailed to{' '}
        {noticeTo ? (
          <strong className="break-all text-slate-900">{noticeTo}</strong>
        ) : (
          'every admin account'
        )}
        .
      </p>
    </PasswordConfirmDialog>
  );
}
