import { useNavigationPending } from '@/app/app-router';

/**
 * After the first page, the router keeps the old page up while the next page's chunk downloads;
 * this thin bar shows that something is happening.
 */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;

  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-blue-700" />
    </div>
  );
}
