import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { type MouseEvent, useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@ikawa/contracts/constants';
import { ROLE_MESSAGES } from '@ikawa/contracts/display';
import type { User } from '@ikawa/contracts/users';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { INFO_LINKS, isCurrent, type NavItem, type SignInRequest } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  pathname: string;
  user: User | null;
  onSignIn: (request?: SignInRequest) => void;
  onLogout: () => void;
  guardLink: (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

const ROW = 'flex min-h-12 items-center gap-3 rounded-2xl px-4 text-base font-medium transition-colors';

/**
 * SPEC §2: under 768 px the links live in a slide-in menu that locks page scrolling. Each
 * destination is listed once: the signed-in part says who is signed in and offers Logout, and
 * Account, My Orders and the role's own space are the links above it (`items`).
 */
export function MobileMenu({
  open,
  onClose,
  items,
  pathname,
  user,
  onSignIn,
  onLogout,
  guardLink,
}: MobileMenuProps) {
  const { t, i18n } = useLingui();
  // The mobile menu only exists under the breakpoint: widening the window closes it.
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (open && isDesktop) close();
  }, [open, isDesktop]);

  function follow(item: NavItem) {
    const guard = guardLink(item);
    return (event: MouseEvent<HTMLAnchorElement>) => {
      onClose();
      guard(event);
    };
  }

  return (
    <Dialog open={open} onClose={onClose} title={t`Menu`} placement="left">
      <nav aria-label={t`Mobile`} className="-mx-2 flex flex-col gap-1">
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <Link
              key={item.to}
              to={item.to}
              onClick={follow(item)}
              aria-current={current ? 'page' : undefined}
              className={cn(
                ROW,
                current ? 'bg-cream-200 text-espresso-900' : 'text-espresso-700 hover:bg-cream-200',
              )}
            >
              {i18n._(item.label)}
            </Link>
          );
        })}
        <hr className="my-2 border-espresso-100" />
        {INFO_LINKS.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onClose}
            aria-current={pathname === item.to ? 'page' : undefined}
            className={cn(
              ROW,
              pathname === item.to
                ? 'bg-cream-200 text-espresso-900'
                : 'text-espresso-700 hover:bg-cream-200',
            )}
          >
            {i18n._(item.label)}
          </Link>
        ))}
      </nav>

      <div className="mt-6 border-t border-espresso-100 pt-6">
        {user ? (
          <div className="flex flex-col gap-1">
            <div className="mb-3 flex items-center gap-3">
              <Avatar name={user.name} src={user.profileImage} size="md" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.name}</p>
                <p className="truncate text-sm text-espresso-600">{user.email}</p>
              </div>
              <Badge tone={user.role === 'customer' ? 'crema' : 'leaf'} className="ml-auto shrink-0">
                {i18n._(ROLE_MESSAGES[user.role])}
              </Badge>
            </div>
            <button
              type="button"
              onClick={() => {
                onClose();
                onLogout();
              }}
              className={cn(ROW, 'text-cherry-700 hover:bg-cherry-50')}
            >
              <LogOut aria-hidden="true" className="size-5" />
              <Trans>Logout</Trans>
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <Button
              fullWidth
              size="lg"
              onClick={() => {
                onClose();
                onSignIn();
              }}
            >
              <Trans>Sign in</Trans>
            </Button>
            <Button
              fullWidth
              size="lg"
              variant="secondary"
              onClick={() => {
                onClose();
                onSignIn({ mode: 'signup' });
              }}
            >
              <Trans>Create an account</Trans>
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
