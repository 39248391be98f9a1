import { lazy, Suspense } from 'react';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { HomePage } from '#web/features/home/home-page.tsx';
import { useSiteMode } from '#web/lib/storefront/use-storefront.ts';

// Only shown in "pm" site mode, so plate customers never download it.
const MoversPage = lazy(async () => ({
  default: (await import('#web/features/movers/movers-page.tsx')).MoversPage,
}));

/** "/": the plate-booking home, or the packers-and-movers page when an admin switched to "pm". */
export function HomeRoute() {
  const { mode, loading } = useSiteMode();
  if (loading) return <LoadingScreen />;
  if (mode === 'pm') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <MoversPage />
      </Suspense>
    );
  }
  return <HomePage />;
}
