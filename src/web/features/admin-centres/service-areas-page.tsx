import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { centresQuery } from '#web/lib/admin/api/centres.ts';
import { serviceAreasQuery } from './api/centres.ts';
import { ServiceAreasForm } from './components/service-areas-form.tsx';

/** /admin/service-areas (owner): where home fitting is offered, and from which centre. */
export function ServiceAreasPage() {
  const areas = useQuery(serviceAreasQuery);
  const centres = useQuery(centresQuery);
  return (
    <>
      <AdminPageHeader
        title="Home service areas"
        description="The PIN codes your fitters visit, each from a fitting centre whose home slots it uses. Outside every area, customers are offered the nearest centres instead."
      />
      <QueryView
        query={centres}
        failedMessage="The fitting centres could not be loaded."
        loadingText="Loading fitting centres…"
      >
        {(list) => (
          <QueryView
            query={areas}
            failedMessage="The home service areas could not be loaded."
            loadingText="Loading home service areas…"
          >
            {(stored) => (
              <div className="max-w-3xl">
                <ServiceAreasForm areas={stored} centres={list} />
              </div>
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
