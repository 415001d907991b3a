import { useLingui } from '@lingui/react/macro';
import { Menu, UserRound } from 'lucide-react';
import { type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '@ikawa/contracts/users';
import { Logo } from '@/components/ui/logo';
import { OnDemand } from '@/components/ui/on-demand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { INFO_LINKS, isCurrent, MAIN_NAV, type NavItem, type SignInRequest, visibleNav } from './nav-items';
import { lazyPart } from '@/components/ui/lazy-part';

// Neither is in a page's first render (the server renders a signed-out visitor and
// a closed menu), so their code (the dialog, avatars, icons) loads when first needed.
const MobileMenu = lazyPart(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
const UserMenu = lazyPart(async () => ({ default: (await import('./user-menu')).UserMenu }));

export interface NavbarProps {
  user: User | null;
  /** The cart icon and its panel (owned by the cart feature). */
  cart: ReactNode;
  onSignIn: (request?: SignInRequest) => void;
  onLogout: () => void;
}

const LINK_SHAPE =
  'min-h-11 items-center whitespace-nowrap rounded-full px-2.5 text-sm font-medium transition-colors lg:px-3.5';
const LINK = `inline-flex ${LINK_SHAPE}`;
/** About, FAQ and Contact only fit from the lg breakpoint; the footer and mobile menu have them too. */
const WIDE_ONLY = `hidden lg:inline-flex ${LINK_SHAPE}`;

/** SPEC §2 navigation bar: brand, links by role, cart, user menu, and a mobile menu under 768 px. */
export function Navbar({ user, cart, onSignIn, onLogout }: NavbarProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = visibleNav(MAIN_NAV, user?.role);

  /** Account pages need a session: ask signed-out visitors to sign in, then take them there. */
  function guardLink(item: NavItem) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (item.requiresAuth && !user) {
        event.preventDefault();
        onSignIn({ redirectTo: item.to });
      }
    };
  }

  return (
    <header className="sticky top-0 z-30 border-b border-espresso-100/80 bg-cream-50/90 backdrop-blur-md supports-[backdrop-filter]:bg-cream-50/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <Link
          to={paths.home}
          className="-ml-1 mr-2 inline-flex min-h-11 items-center rounded-xl px-1"
          aria-label={t`Ikawa home`}
        >
          <Logo />
        </Link>

        <nav aria-label={t`Main`} className="hidden flex-1 items-center gap-0.5 md:flex">
          {items.map((item) => {
            const current = isCurrent(item, pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                onClick={guardLink(item)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  LINK,
                  current ? 'bg-cream-200 text-espresso-900' : 'text-espresso-600 hover:text-espresso-900',
                )}
              >
                {i18n._(item.label)}
              </Link>
            );
          })}
          <span aria-hidden="true" className="mx-1 hidden h-5 w-px bg-espresso-100 lg:block" />
          {INFO_LINKS.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              className={cn(
                WIDE_ONLY,
                pathname === item.to
                  ? 'bg-cream-200 text-espresso-900'
                  : 'text-espresso-600 hover:text-espresso-900',
              )}
            >
              {i18n._(item.label)}
            </Link>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch compact className="inline-flex text-espresso-700 hover:bg-espresso-50 lg:hidden" />
          <LanguageSwitch className="hidden text-espresso-700 hover:bg-espresso-50 lg:inline-flex" />
          {cart}
          {user ? (
            // The size of the avatar button it becomes, so nothing moves when it arrives.
            <Suspense fallback={<span aria-hidden="true" className="inline-flex size-11" />}>
              <UserMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <button
              type="button"
              aria-label={t`Sign in`}
              aria-haspopup="dialog"
              onClick={() => onSignIn()}
              className="inline-flex size-11 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-espresso-50"
            >
              <UserRound aria-hidden="true" className="size-5" />
            </button>
          )}
          <button
            type="button"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-espresso-50 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <OnDemand when={menuOpen}>
        <MobileMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          items={items}
          pathname={pathname}
          user={user}
          onSignIn={onSignIn}
          onLogout={onLogout}
          guardLink={guardLink}
        />
      </OnDemand>
    </header>
  );
}
