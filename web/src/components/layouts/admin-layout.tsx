import {
  ClipboardList,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Store,
  Truck,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Logo, LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { currentYear, initial } from '@/lib/format';

interface AdminLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** SPEC §2 admin links. */
const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Dashboard', to: paths.admin.root, icon: LayoutDashboard },
  { label: 'Products', to: paths.admin.products, icon: Package },
  { label: 'Orders', to: paths.admin.orders, icon: ClipboardList },
  { label: 'Users', to: paths.admin.users, icon: Users },
  { label: 'Delivery Persons', to: paths.admin.deliveryPersons, icon: Truck },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
];

interface AdminLayoutProps {
  userName: string;
  onLogout: () => void;
  children: ReactNode;
}

/** SPEC §2 admin layout: collapsible sidebar, top bar with the admin, footer with the year. */
export function AdminLayout({ userName, onLogout, children }: AdminLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const current = ADMIN_LINKS.find((link) => link.to === pathname);

  return (
    <div className="min-h-dvh bg-cream-100 md:flex">
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col bg-espresso-950 text-cream-100 transition-[width] duration-200 md:flex',
          '[--focus-ring:var(--color-crema-300)]',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center px-4', collapsed ? 'justify-center' : 'justify-between')}>
          {!collapsed && (
            <Link to={paths.admin.root} aria-label="Admin dashboard" className="rounded-xl">
              <Logo tone="light" />
            </Link>
          )}
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="inline-flex size-11 items-center justify-center rounded-full text-cream-200 hover:bg-cream-50/10 hover:text-white"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        <AdminNav tone="dark" collapsed={collapsed} pathname={pathname} onLogout={onLogout} />
      </aside>

      <Dialog open={mobileOpen} onClose={() => setMobileOpen(false)} title="Admin menu" placement="left">
        <AdminNav
          tone="light"
          collapsed={false}
          pathname={pathname}
          onNavigate={() => setMobileOpen(false)}
          onLogout={() => {
            setMobileOpen(false);
            onLogout();
          }}
        />
      </Dialog>

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-espresso-100 bg-cream-50/90 px-4 backdrop-blur-md md:px-8">
          <button
            type="button"
            onClick={() => setMobileOpen(true)}
            aria-label="Open admin menu"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-espresso-50 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <LogoMark className="size-8 md:hidden" />
          <p className="truncate font-display text-lg font-semibold">{current?.label ?? 'Admin'}</p>
          <div className="ml-auto flex items-center gap-3">
            <div className="hidden text-right sm:block">
              <p className="text-sm leading-tight font-semibold">{userName}</p>
              <p className="text-xs text-espresso-500">Administrator</p>
            </div>
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-espresso-900 font-display font-semibold text-cream-50"
            >
              {initial(userName)}
            </span>
          </div>
        </header>
        <main className="flex-1 px-4 py-6 md:px-8 md:py-10">{children}</main>
        <footer className="border-t border-espresso-100 px-4 py-4 text-sm text-espresso-500 md:px-8">
          Admin Dashboard · © {currentYear()} Ikawa Coffee
        </footer>
      </div>
    </div>
  );
}

interface AdminNavProps {
  tone: 'dark' | 'light';
  collapsed: boolean;
  pathname: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

function AdminNav({ tone, collapsed, pathname, onNavigate, onLogout }: AdminNavProps) {
  const dark = tone === 'dark';
  const row = cn(
    'flex min-h-11 items-center gap-3 rounded-xl text-sm font-medium transition-colors',
    collapsed ? 'justify-center px-0' : 'px-3',
  );
  const idle = dark
    ? 'text-cream-200 hover:bg-cream-50/10 hover:text-white'
    : 'text-espresso-700 hover:bg-cream-200';
  const active = dark ? 'bg-crema-500/20 text-white' : 'bg-espresso-900 text-cream-50';
  const label = (text: string) => (collapsed ? <span className="sr-only">{text}</span> : text);

  return (
    <div className={cn('flex flex-1 flex-col', dark && 'px-3 pb-4')}>
      <nav aria-label="Admin" className="flex-1">
        <ul className="flex flex-col gap-1">
          {ADMIN_LINKS.map((link) => {
            const isCurrent = pathname === link.to;
            const Icon = link.icon;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  title={collapsed ? link.label : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(row, isCurrent ? active : idle)}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label(link.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div
        className={cn(
          'mt-6 flex flex-col gap-1 border-t pt-4',
          dark ? 'border-cream-50/10' : 'border-espresso-100',
        )}
      >
        <Link
          to={paths.home}
          onClick={onNavigate}
          title={collapsed ? 'View Store' : undefined}
          className={cn(row, idle)}
        >
          <Store aria-hidden="true" className="size-5 shrink-0" />
          {label('View Store')}
        </Link>
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
          className={cn(
            row,
            dark
              ? 'text-cream-200 hover:bg-cherry-600/25 hover:text-white'
              : 'text-cherry-700 hover:bg-cherry-50',
          )}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {label('Logout')}
        </button>
      </div>
    </div>
  );
}
