import { useStore } from '@nanostores/react';
import { $pageDownloads } from '#web/lib/page-downloads.ts';

/**
 * A thin bar while a page's code downloads: after a link, the current page stays up meanwhile
 * (navigations render in a transition), so without it a slow network would show nothing at all.
 */
export function NavigationProgress() {
  if (useStore($pageDownloads) === 0) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100"
      aria-hidden="true"
      data-testid="navigation-progress"
    >
      <div className="h-full w-1/3 animate-pulse bg-blue-700" />
    </div>
  );
}
