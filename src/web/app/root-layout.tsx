import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { isAdminPath } from './paths';

export function RootLayout() {
  const { pathname } = useLocation();
  // The one place that decides the site chrome: admin pages bring their own sidebar layout.
  // (The footer will also hide in "pm" site mode once the movers page lands.)
  const showSiteChrome = !isAdminPath(pathname);

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
      {showSiteChrome && <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showSiteChrome && <SiteFooter />}
    </div>
  );
}
