import { Trans } from '@lingui/react/macro';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

export interface SidebarLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths on which this link counts as current (e.g. an index route). */
  alsoCurrentOn?: readonly string[];
  /** Styled apart at the bottom ("Back to Home"). */
  secondary?: boolean;
}

interface SidebarLayoutProps {
  title: string;
  greeting: ReactNode;
  navLabel: string;
  links: readonly SidebarLink[];
  children: ReactNode;
}

/**
 * The account and delivery areas: a heading with a greeting, a side menu on wide screens and a
 * collapsible menu on phones (SPEC §2).
 */
export function SidebarLayout({ title, greeting, navLabel, links, children }: SidebarLayoutProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const isCurrentLink = (link: SidebarLink) =>
    !link.secondary && (pathname === link.to || (link.alsoCurrentOn?.includes(pathname) ?? false));
  const current = links.find(isCurrentLink);

  const list = (
    <ul className="flex flex-col gap-1">
      {links.map((link) => {
        const isCurrent = isCurrentLink(link);
        const Icon = link.icon;
        return (
          <li key={link.to} className={cn(link.secondary && 'mt-3 border-t border-espresso-100 pt-3')}>
            <Link
              to={link.to}
              onClick={() => setMenuOpen(false)}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                isCurrent
                  ? 'bg-espresso-900 text-cream-50'
                  : 'text-espresso-700 hover:bg-cream-200 hover:text-espresso-900',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn('size-4.5 shrink-0', isCurrent ? 'text-crema-300' : 'text-espresso-400')}
              />
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold text-espresso-900 md:text-4xl">{title}</h1>
        <p className="mt-2 text-espresso-600">{greeting}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:gap-10">
        <nav aria-label={navLabel} className="md:sticky md:top-24 md:self-start">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex min-h-12 w-full items-center justify-between rounded-2xl border border-espresso-100 bg-cream-50 px-4 text-sm font-medium md:hidden"
          >
            <span>
              <span className="sr-only">
                <Trans>{navLabel}:</Trans>{' '}
              </span>
              {current?.label ?? navLabel}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', menuOpen && 'rotate-180')}
            />
          </button>
          <div
            id={menuId}
            className={cn(
              'mt-2 rounded-2xl border border-espresso-100 bg-cream-50 p-2 md:mt-0 md:block',
              menuOpen ? 'block' : 'hidden',
            )}
          >
            {list}
          </div>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
