import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InteractiveMark } from '#web/components/layout/interactive-mark.tsx';
import { NavigationProgress } from '#web/components/layout/navigation-progress.tsx';
import { RouteChange } from '#web/components/layout/route-change.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { $onAdminPage } from '#web/i18n/browser-language.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { layoutMessages } from '#web/i18n/messages.ts';
import { isAdminPath } from '#web/lib/paths.ts';
import { useSiteMode } from '#web/lib/storefront/use-storefront.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  const { mode } = useSiteMode();
  // The one place that decides the site chrome (docs/product.md#pages-and-navigation): admin pages
  // bring their own layout, <main> included, and the movers page (site mode "pm") has no footer.
  const isAdmin = isAdminPath(pathname);
  const t = useMessages(layoutMessages);
  // The admin area is English only (see locale.ts); set before paint, so nothing shows mixed.
  useLayoutEffect(() => $onAdminPage.set(isAdmin), [isAdmin]);
  // A page's error shows inside the layout; a page's first download shows the loading screen
  // (later navigations keep the current page up meanwhile: they render in a transition).
  const page = (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <InteractiveMark />
      </Suspense>
    </RouteErrorBoundary>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <RouteChange />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-blue-800 focus:shadow-lg"
      >
        {t.skipToContent}
      </a>
      {isAdmin ? (
        page
      ) : (
        <>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {page}
          </main>
          {mode !== 'pm' && <SiteFooter />}
        </>
      )}
    </div>
  );
}
