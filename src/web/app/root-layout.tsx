import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { useSiteMode } from '../features/site-mode/use-site-mode';
import { isAdminPath } from './paths';

export function RootLayout() {
  const { pathname } = useLocation();
  const { mode } = useSiteMode();
  // The one place that decides the site chrome (spec section 2): admin pages bring their own
  // layout, <main> included, and the movers page (site mode "pm") has no footer.
  const isAdmin = isAdminPath(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-blue-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      {isAdmin ? (
        <Outlet />
      ) : (
        <>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          {mode !== 'pm' && <SiteFooter />}
        </>
      )}
    </div>
  );
}
