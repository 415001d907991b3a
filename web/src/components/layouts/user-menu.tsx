import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LayoutDashboard, LogOut, Package, Truck, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ROLE_MESSAGES } from '@ikawa/contracts/display';
import type { User } from '@ikawa/contracts/users';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

const ITEM_BASE =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors';
const ITEM = `${ITEM_BASE} text-espresso-800 hover:bg-cream-200`;

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** SPEC §2: the signed-in user's menu (name, email, role links, My Account, My Orders, Logout). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Account menu`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full pr-1 pl-1 text-espresso-800 transition-colors hover:bg-espresso-50"
      >
        <Avatar name={user.name} src={user.profileImage} />
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-72 rounded-2xl border border-espresso-100 bg-cream-50 p-2 shadow-lift motion-safe:animate-pop-in"
        >
          <div className="border-b border-espresso-100 px-3 pt-2 pb-3">
            <p className="truncate font-semibold text-espresso-900">{user.name}</p>
            <p className="truncate text-sm text-espresso-600">{user.email}</p>
            <Badge tone={user.role === 'customer' ? 'crema' : 'leaf'} className="mt-2">
              {i18n._(ROLE_MESSAGES[user.role])}
            </Badge>
          </div>
          <nav aria-label={t`Account`} className="flex flex-col gap-0.5 py-2">
            {user.role === 'admin' && (
              <Link to={paths.admin.root} onClick={close} className={ITEM}>
                <LayoutDashboard aria-hidden="true" className="size-4 text-espresso-500" />
                <Trans>Admin Dashboard</Trans>
              </Link>
            )}
            {user.role === 'delivery' && (
              <Link to={paths.delivery.root} onClick={close} className={ITEM}>
                <Truck aria-hidden="true" className="size-4 text-espresso-500" />
                <Trans>Delivery Person Space</Trans>
              </Link>
            )}
            <Link to={paths.account.root} onClick={close} className={ITEM}>
              <UserRound aria-hidden="true" className="size-4 text-espresso-500" />
              <Trans>My Account</Trans>
            </Link>
            <Link to={paths.account.orders} onClick={close} className={ITEM}>
              <Package aria-hidden="true" className="size-4 text-espresso-500" />
              <Trans>My Orders</Trans>
            </Link>
          </nav>
          <div className="border-t border-espresso-100 pt-2">
            <button
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
              className={`${ITEM_BASE} text-cherry-700 hover:bg-cherry-50`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              <Trans>Logout</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
