import type { UndeliveredMail } from '@shared/admin/admin-mail';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isAbort } from '@/lib/api-client';
import { listUndeliveredMails } from './api/list-undelivered-mails';
import { MAIL_MESSAGES } from './mail-labels';

interface MailList {
  /** Null until the first answer, and after a failed load. */
  mails: UndeliveredMail[] | null;
  loading: boolean;
  error?: string;
}

/** The outbox's undelivered mails; reload() asks again (after a retry). */
export function useUndeliveredMails() {
  const [list, setList] = useState<MailList>({ mails: null, loading: true });
  const [reloadKey, setReloadKey] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    // The old rows stay visible (dimmed) until the new ones arrive.
    setList((previous) => ({ ...previous, loading: true, error: undefined }));
    listUndeliveredMails(controller.signal).then(
      (mails) => setList({ mails, loading: false }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setList({
          mails: null,
          loading: false,
          error: errorMessage(error, MAIL_MESSAGES.loadFailed),
        });
      },
    );
    return () => controller.abort();
  }, [reloadKey]);

  const reload = useCallback(() => setReloadKey((n) => n + 1), []);
  return { ...list, reload };
}
