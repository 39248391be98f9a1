import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { siteInfoQuery } from '#web/lib/admin/api/get-site-info.ts';
import { SiteInfoForm } from './components/site-info-form.tsx';
import { SITE_INFO_MESSAGES } from './site-info-messages.ts';

/** /admin/site-info: the name, phones, e-mail and address customers see everywhere. */
export function SiteInfoPage() {
  const siteInfo = useQuery(siteInfoQuery);

  return (
    <>
      <AdminPageHeader
        title="Site info"
        description="Shown in the header, footer, contact sections, call and mail links, and e-mails. Open customer pages update at once."
      />
      <QueryView
        query={siteInfo}
        failedMessage={SITE_INFO_MESSAGES.loadFailed}
        loadingText="Loading site info…"
      >
        {(stored) => (
          <div className="max-w-3xl">
            <SiteInfoForm siteInfo={stored} />
          </div>
        )}
      </QueryView>
    </>
  );
}
