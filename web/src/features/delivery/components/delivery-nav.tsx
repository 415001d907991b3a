import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, House, type LucideIcon, RotateCcwClock, Route, Wallet } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface DeliveryLink {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Other paths on which this link is the current one (the index shows Assigned Orders). */
  alsoCurrentOn?: readonly string[];
}

/** SPEC §2 delivery side menu. */
export const DELIVERY_LINKS: readonly DeliveryLink[] = [
  {
    label: msg`Assigned Orders`,
    to: paths.delivery.orders,
    icon: ClipboardList,
    alsoCurrentOn: [paths.delivery.root],
  },
  { label: msg`Route`, to: paths.delivery.route, icon: Route },
  { label: msg`Earnings`, to: paths.delivery.earnings, icon: Wallet },
  { label: msg`Delivery History`, to: paths.delivery.history, icon: RotateCcwClock },
  { label: msg`Back to Home`, to: paths.home, icon: House },
];

function useIsCurrent() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (link: DeliveryLink) =>
    link.to !== paths.home && (path === link.to || (link.alsoCurrentOn?.includes(path) ?? false));
}

/** The side menu on tablets and desktops. */
export function DeliverySideNav() {
  const { t, i18n } = useLingui();
  const isCurrent = useIsCurrent();
  return (
    <nav aria-label={t`Delivery sections`} className="hidden md:sticky md:top-24 md:block md:self-start">
      <ul className="flex flex-col gap-1 rounded-2xl border border-espresso-100 bg-cream-50 p-2">
        {DELIVERY_LINKS.map((link) => {
          const current = isCurrent(link);
          const home = link.to === paths.home;
          return (
            <li key={link.to} className={cn(home && 'mt-3 border-t border-espresso-100 pt-3')}>
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                  current ? 'bg-espresso-900 text-cream-50' : 'text-espresso-800 hover:bg-cream-200',
                )}
              >
                <link.icon
                  aria-hidden="true"
                  className={cn('size-4.5 shrink-0', current ? 'text-crema-300' : 'text-espresso-500')}
                />
                {i18n._(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * On phones the menu is a bar along the bottom edge, where the thumb of the hand holding the
 * phone reaches it. It is sticky inside the delivery area, so it never covers the site footer.
 */
export function DeliveryBottomNav() {
  const { t, i18n } = useLingui();
  const isCurrent = useIsCurrent();
  return (
    <nav
      aria-label={t`Delivery sections`}
      className="sticky bottom-0 z-20 -mx-4 mt-auto border-t border-espresso-100 bg-cream-50/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(42_26_18_/_0.25)] backdrop-blur-md sm:-mx-6 md:hidden"
    >
      <ul className="grid grid-cols-5">
        {DELIVERY_LINKS.map((link) => {
          const current = isCurrent(link);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 px-1 py-2 text-center text-xs leading-tight font-semibold transition-colors',
                  current ? 'text-espresso-950' : 'text-espresso-600 hover:text-espresso-900',
                )}
              >
                <span
                  className={cn(
                    'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                    current && 'bg-espresso-900 text-crema-300',
                  )}
                >
                  <link.icon aria-hidden="true" className="size-5" />
                </span>
                {i18n._(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
