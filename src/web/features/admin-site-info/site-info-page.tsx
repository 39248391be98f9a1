import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminResourceView } from '@/features/admin/components/admin-resource-view';
import { useAdminResource } from '@/features/admin/use-admin-resource';
import { getSiteInfo } from './api/get-site-info';
import { SiteInfoForm } from './components/site-info-form';
import { SITE_INFO_MESSAGES } from './site-info-messages';

/** /admin/site-info: the name, phones, e-mail and address customers see everywhere. */
export function SiteInfoPage() {
  const { resource, retry, setData } = useAdminResource(getSiteInfo, SITE_INFO_MESSAGES.loadFailed);

  return (
    <>
      <AdminPageHeader
        title="Site info"
        description="Shown in the header, footer, contact sections, call and mail links, and e-mails. Open customer pages update at once."
      />
      <AdminResourceView resource={resource} onRetry={retry} loadingText="Loading site info…">
        {(siteInfo) => (
          <div className="max-w-3xl">
            <SiteInfoForm siteInfo={siteInfo} onSaved={(saved) => setData(() => saved)} />
          </div>
        )}
      </AdminResourceView>
    </>
  );
}
