import {
  BadgePercent,
  ClipboardList,
  Landmark,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  Repeat,
  Settings,
  Store,
  Truck,
  Users,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { Logo, LogoMark } from '@/components/ui/logo';
import { anchors, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { currentYear } from '@/lib/format';

interface AdminLink {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
}

/** SPEC §2 admin links. */
const ADMIN_LINKS: readonly AdminLink[] = [
  { label: msg`Dashboard`, to: paths.admin.root, icon: LayoutDashboard },
  { label: msg`Products`, to: paths.admin.products, icon: Package },
  { label: msg`Orders`, to: paths.admin.orders, icon: ClipboardList },
  { label: msg`Subscriptions`, to: paths.admin.subscriptions, icon: Repeat },
  { label: msg`Users`, to: paths.admin.users, icon: Users },
  { label: msg`Delivery Persons`, to: paths.admin.deliveryPersons, icon: Truck },
  { label: msg`Delivery Zones`, to: paths.admin.deliveryZones, icon: MapPin },
  { label: msg`PIN Exceptions`, to: paths.admin.pinExceptions, icon: KeyRound },
  { label: msg`Outbox`, to: paths.admin.outbox, icon: Mail },
  { label: msg`Newsletter`, to: paths.admin.newsletter, icon: Megaphone },
  { label: msg`Discounts`, to: paths.admin.discounts, icon: BadgePercent },
  { label: msg`Taxes`, to: paths.admin.taxes, icon: Landmark },
  { label: msg`Settings`, to: paths.admin.settings, icon: Settings },
];

/** Whether the admin last left the sidebar collapsed (kept across visits on this browser). */
const COLLAPSED_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(value: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, String(value));
  } catch {
    // Storage can be disabled; the sidebar then simply opens expanded next time.
  }
}

interface AdminLayoutProps {
  userName: string;
  profileImage?: string | null;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * SPEC §2 admin layout: collapsible sidebar, top bar with the admin, footer with the year.
 * Below 1024 px (tablets and phones) the sidebar becomes a drawer so tables get the full width.
 */
export function AdminLayout({ userName, profileImage, onLogout, children }: AdminLayoutProps) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const year = currentYear();
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A page under a link (a subscription's page under Subscriptions) keeps that link current.
  const current =
    ADMIN_LINKS.find((link) => link.to === normalised) ??
    ADMIN_LINKS.find((link) => link.to !== paths.admin.root && normalised.startsWith(`${link.to}/`));

  function toggleCollapsed() {
    setCollapsed((value) => {
      writeCollapsed(!value);
      return !value;
    });
  }

  return (
    <div className="min-h-dvh bg-cream-100 lg:flex">
      <a
        href={`#${anchors.mainContent}`}
        className="sr-only z-50 rounded-full bg-espresso-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* The dark column runs the page's full height; its content stays in view while scrolling. */}
      <aside
        aria-label={t`Admin sidebar`}
        className={cn(
          'hidden shrink-0 bg-espresso-950 text-cream-100 transition-[width] duration-200 lg:block',
          '[--focus-ring:var(--color-crema-300)]',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className="sticky top-0 flex h-dvh flex-col overflow-y-auto">
          <div
            className={cn('flex h-16 items-center px-4', collapsed ? 'justify-center' : 'justify-between')}
          >
            {!collapsed && (
              // The name starts with the logo's visible word, so voice control ("click Ikawa") finds it.
              <Link to={paths.admin.root} aria-label={t`Ikawa admin dashboard`} className="rounded-xl">
                <Logo tone="light" />
              </Link>
            )}
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
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
          {!collapsed && (
            <p className="px-7 pb-3 text-xs font-semibold tracking-[0.18em] text-crema-300/80 uppercase">
              <Trans>Admin</Trans>
            </p>
          )}
          <AdminNav tone="dark" collapsed={collapsed} current={current} onLogout={onLogout} />
        </div>
      </aside>

      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t`Admin menu`} placement="left">
        <AdminNav
          tone="light"
          collapsed={false}
          current={current}
          onNavigate={() => setDrawerOpen(false)}
          onLogout={() => {
            setDrawerOpen(false);
            onLogout();
          }}
        />
      </Dialog>

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-espresso-100 bg-cream-50/90 px-3 backdrop-blur-md sm:gap-3 sm:px-4 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t`Open admin menu`}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-espresso-50 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Link
            to={paths.admin.root}
            aria-label={t`Ikawa admin dashboard`}
            className="shrink-0 rounded-xl lg:hidden"
          >
            <LogoMark className="size-8" />
          </Link>
          <p className="min-w-0 truncate font-display text-lg font-semibold">
            {current ? i18n._(current.label) : t`Admin`}
          </p>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <div className="sr-only min-w-0 text-right sm:not-sr-only">
              <p className="truncate text-sm leading-tight font-semibold">{userName}</p>
              <p className="text-xs text-espresso-500">
                <Trans>Administrator</Trans>
              </p>
            </div>
            <Avatar name={userName} src={profileImage} />
          </div>
        </header>
        <main
          id={anchors.mainContent}
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none lg:px-8 lg:py-10"
        >
          {children}
        </main>
        <footer className="flex flex-wrap justify-between gap-2 border-t border-espresso-100 px-4 py-4 text-sm text-espresso-500 lg:px-8">
          <span>
            <Trans>Admin Dashboard</Trans>
          </span>
          <span>
            <Trans>© {year} Ikawa Coffee</Trans>
          </span>
        </footer>
      </div>
    </div>
  );
}

interface AdminNavProps {
  tone: 'dark' | 'light';
  collapsed: boolean;
  current: AdminLink | undefined;
  onNavigate?: () => void;
  onLogout: () => void;
}

function AdminNav({ tone, collapsed, current, onNavigate, onLogout }: AdminNavProps) {
  const { t, i18n } = useLingui();
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
      <nav aria-label={t`Admin`} className="flex-1">
        <ul className="flex flex-col gap-1">
          {ADMIN_LINKS.map((link) => {
            const isCurrent = current?.to === link.to;
            const Icon = link.icon;
            const name = i18n._(link.label);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  title={collapsed ? name : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(row, isCurrent ? active : idle)}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn('size-5 shrink-0', isCurrent && dark && 'text-crema-300')}
                  />
                  {label(name)}
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
          title={collapsed ? t`View Store` : undefined}
          className={cn(row, idle)}
        >
          <Store aria-hidden="true" className="size-5 shrink-0" />
          {label(t`View Store`)}
        </Link>
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? t`Logout` : undefined}
          className={cn(
            row,
            dark
              ? 'text-cream-200 hover:bg-cherry-600/25 hover:text-white'
              : 'text-cherry-700 hover:bg-cherry-50',
          )}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {label(t`Logout`)}
        </button>
      </div>
    </div>
  );
}
