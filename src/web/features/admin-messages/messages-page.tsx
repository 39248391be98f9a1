import { useQuery } from '@tanstack/react-query';
import { MESSAGE_SETUP_MESSAGES } from '#shared/admin/message-setup.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { messageSetupQuery } from './api/message-settings.ts';
import { MessageSettingsForm } from './components/message-settings-form.tsx';

/** /admin/messages: which customer messages go by WhatsApp and SMS, and under which templates. */
export function MessagesPage() {
  const setup = useQuery(messageSetupQuery);
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="WhatsApp and SMS to customers, in their language. Tokens and keys stay in the server’s environment."
      />
      <QueryView
        query={setup}
        failedMessage={MESSAGE_SETUP_MESSAGES.loadFailed}
        loadingText="Loading message settings…"
      >
        {(stored) => (
          <div className="max-w-3xl">
            <MessageSettingsForm setup={stored} />
          </div>
        )}
      </QueryView>
    </>
  );
}
