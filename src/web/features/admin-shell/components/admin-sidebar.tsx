import { Link } from 'react-router';
import { ROLE_LABELS } from '#shared/admin/staff-roles.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { AdminMark } from '#web/components/admin/admin-mark.tsx';
import { useMayUse, useSignedInAdmin } from '#web/lib/admin/signed-in-admin.ts';
import { paths } from '#web/lib/paths.ts';
import { AdminNav } from './admin-nav.tsx';
import { SiteModeToggle } from './site-mode-toggle.tsx';

const PANEL_ID = 'admin-sidebar-panel';

/**
 * The public site in a new tab, so the admin page stays open. Phones show it in the top bar (no
 * menu to open first), wider screens at the head of the sidebar's links.
 */
function ViewSiteLink({ className, iconOnly }: { className: string; iconOnly: boolean }) {
  return (
    <a
      href={paths.home}
      target="_blank"
      rel="noopener"
      title={iconOnly ? 'View site' : undefined}
      className={`items-center gap-2 rounded-lg text-slate-200 text-sm hover:bg-slate-800 hover:text-white ${className}`}
    >
      <AdminIcon name="external" className="size-5 shrink-0" />
      <span className={iconOnly ? 'sr-only' : ''}>View site</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface AdminSidebarProps {
  /** Wide screens: icons only. Phones ignore it and use the menu button instead. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AdminSidebar({
  collapsed,
  onToggleCollapsed,
  menuOpen,
  onToggleMenu,
}: AdminSidebarProps) {
  const { email, role } = useSignedInAdmin();
  const mayChangeSiteMode = useMayUse('siteMode');
  const wide = collapsed ? 'md:w-[4.5rem]' : 'md:w-64';
  const hiddenWhenCollapsed = collapsed ? 'md:hidden' : '';

  // Phones: a bar stuck to the top. Wider screens: a dark column as tall as the page (the layout
  // stretches it, so its background reaches the foot however long the page), with the sidebar
  // itself stuck to the viewport inside it.
  return (
    <div
      className={`sticky top-0 z-30 bg-slate-900 text-slate-100 print:hidden md:static md:shrink-0 md:transition-[width] ${wide}`}
    >
      <div className="md:sticky md:top-0 md:flex md:h-dvh md:flex-col">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
          <Link
            to={paths.admin.dashboard}
            className="flex items-center gap-2 rounded-md font-bold tracking-tight"
          >
            <AdminMark />
            <span className={collapsed ? 'md:sr-only' : ''}>HSRP Admin</span>
          </Link>
          <ViewSiteLink className="ml-auto flex px-2 py-2 md:hidden" iconOnly={false} />
          <button
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={PANEL_ID}
            onClick={onToggleMenu}
            className="-mr-2 rounded-md p-2 text-slate-200 hover:bg-slate-800 md:hidden"
          >
            <AdminIcon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
        <div
          id={PANEL_ID}
          className={`${menuOpen ? 'flex' : 'hidden'} max-h-[calc(100dvh-3.5rem)] flex-col gap-6 overflow-y-auto border-slate-800 border-t px-3 pt-4 pb-5 md:flex md:max-h-none md:flex-1 md:border-0 md:pt-0`}
        >
          <ViewSiteLink
            className={`hidden px-3 py-2.5 font-medium md:flex ${collapsed ? 'md:justify-center md:px-0' : ''}`}
            iconOnly={collapsed}
          />
          <AdminNav collapsed={collapsed} />
          {mayChangeSiteMode && (
            <div className={`px-1 ${hiddenWhenCollapsed}`}>
              <SiteModeToggle />
            </div>
          )}
          <div className="mt-auto space-y-3">
            <p className={`break-all px-1 text-slate-400 text-xs ${hiddenWhenCollapsed}`}>
              Signed in as <span className="text-slate-200">{email}</span>
              <span className="block">{ROLE_LABELS[role]} account</span>
            </p>
            <Link
              to={paths.admin.twoFactor}
              className={`block px-1 text-slate-300 text-xs underline underline-offset-2 hover:text-white ${hiddenWhenCollapsed}`}
            >
              Two-factor sign-in
            </Link>
            <button
              type="button"
              aria-expanded={!collapsed}
              aria-controls={PANEL_ID}
              onClick={onToggleCollapsed}
              className={`hidden w-full items-center gap-3 rounded-lg px-3 py-2.5 text-slate-300 text-sm hover:bg-slate-800 hover:text-white md:flex ${collapsed ? 'md:justify-center md:px-0' : ''}`}
            >
              <AdminIcon name={collapsed ? 'chevronRight' : 'chevronLeft'} className="size-5" />
              <span className={collapsed ? 'sr-only' : ''}>
                {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              </span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
