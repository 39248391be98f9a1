import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminSidebar } from './admin-sidebar.tsx';

const COLLAPSED_KEY = 'admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The signed-in admin area: the sidebar beside (on phones above) the current page. */
export function AdminLayout() {
  // Remembered per browser: an admin who prefers the narrow sidebar keeps it across visits.
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation (a link, back/forward) closes the phone menu: adjusted while rendering, as React
  // advises for state that follows a prop, rather than in an effect.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (pathname !== menuPathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!was));
      } catch {
        // Not remembered then; the toggle still works.
      }
      return !was;
    });
  };

  return (
    <div className="min-h-dvh bg-slate-100 md:flex">
      <AdminSidebar
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-8"
      >
        <div className="mx-auto max-w-6xl">
          {/* A page in a chunk of its own (the audit trail) loads beside the sidebar. */}
          <Suspense
            fallback={
              <p role="status" className="text-slate-600">
                Loading…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
