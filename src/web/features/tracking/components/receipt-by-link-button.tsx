import { useState } from 'react';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { trackingMessages } from '#web/i18n/lazy-messages.ts';
import { type FormMessage, refusalOf } from '#web/lib/api-client.ts';
import { downloadReceiptByLink } from '../api/download-receipt-by-link.ts';
import { useTrackMessage } from '../use-track-message.ts';

interface ReceiptByLinkButtonProps {
  token: string;
  orderId: string;
  className: string;
  /** The cancelled order's credit note instead of its receipt. */
  creditNote?: boolean;
}

/** The receipt (or credit note) of an order opened by its link: fetched by the secret, saved as a PDF. */
export function ReceiptByLinkButton({
  token,
  orderId,
  className,
  creditNote = false,
}: ReceiptByLinkButtonProps) {
  const t = useMessages(trackingMessages);
  const formMessage = useTrackMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const name = `${creditNote ? 'credit-note' : 'receipt'}-${orderId.replaceAll('/', '-')}.pdf`;
      await downloadReceiptByLink(
        token,
        name,
        creditNote ? PUBLIC_API_PATHS.trackCreditNoteByLink : undefined,
      );
    } catch (error) {
      setFailure(refusalOf(error, 'lookupFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <button type="button" onClick={download} disabled={busy} className={className}>
        <Icon name="download" />
        {creditNote ? t.downloadCreditNote : t.downloadReceipt}
      </button>
      {failure && (
        <p role="alert" className="font-medium text-red-800 text-sm">
          {formMessage(failure)}
        </p>
      )}
    </div>
  );
}
