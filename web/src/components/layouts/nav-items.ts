import type { Role } from '@ikawa/contracts/enums';
import { paths } from '@/config/paths';

export interface SignInRequest {
  mode?: 'signin' | 'signup';
  /** Where to go after signing in. */
  redirectTo?: string;
}

export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (the home link). */
  end?: boolean;
  /** Paths under `to` that belong to another item (My Orders lives under Account). */
  exclude?: readonly string[];
  /** Signed-out visitors are asked to sign in first. */
  requiresAuth?: boolean;
  /** Only shown to this role (SPEC §2). */
  role?: Role;
}

/** SPEC §2 navigation bar links. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Shop', to: paths.shop },
  { label: 'Account', to: paths.account.root, exclude: [paths.account.orders], requiresAuth: true },
  { label: 'My Orders', to: paths.account.orders, requiresAuth: true },
  { label: 'Admin', to: paths.admin.root, role: 'admin' },
  { label: 'Delivery Person Space', to: paths.delivery.root, role: 'delivery' },
];

/** The short information pages (issue 3), after the main links on wide screens and in the menu. */
export const INFO_LINKS: readonly NavItem[] = [
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
];

export function visibleNav(items: readonly NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => !item.role || item.role === role);
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.end || item.to === '/') return pathname === item.to;
  const inside = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return inside && !item.exclude?.some((other) => pathname === other || pathname.startsWith(`${other}/`));
}
