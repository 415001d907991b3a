import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@ikawa/contracts/enums';
import { paths } from '@/config/paths';

export interface SignInRequest {
  mode?: 'signin' | 'signup';
  /** Where to go after signing in. */
  redirectTo?: string;
}

export interface NavItem {
  /** Translated where shown (`i18n._(item.label)`). */
  label: MessageDescriptor;
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
  { label: msg`Home`, to: paths.home, end: true },
  { label: msg`Shop`, to: paths.shop },
  { label: msg`Account`, to: paths.account.root, exclude: [paths.account.orders], requiresAuth: true },
  { label: msg`My Orders`, to: paths.account.orders, requiresAuth: true },
  { label: msg`Admin`, to: paths.admin.root, role: 'admin' },
  { label: msg`Delivery Person Space`, to: paths.delivery.root, role: 'delivery' },
];

/** The short information pages, after the main links on wide screens and in the menu. */
export const INFO_LINKS: readonly NavItem[] = [
  { label: msg`About`, to: paths.about },
  { label: msg`FAQ`, to: paths.faq },
  { label: msg`Contact`, to: paths.contact },
];

export function visibleNav(items: readonly NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => !item.role || item.role === role);
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.end || item.to === '/') return pathname === item.to;
  const inside = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return inside && !item.exclude?.some((other) => pathname === other || pathname.startsWith(`${other}/`));
}
