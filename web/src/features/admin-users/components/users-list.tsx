import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { ADMIN_MESSAGE_DESCRIPTORS, type AdminUser } from '@ikawa/contracts/admin';
import { ROLE_MESSAGES } from '@ikawa/contracts/display';
import type { Role } from '@ikawa/contracts/enums';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-locale';

const ROLE_TONES: Record<Role, BadgeTone> = { customer: 'neutral', admin: 'espresso', delivery: 'leaf' };

interface UsersListProps {
  users: readonly AdminUser[];
  layout: 'table' | 'cards';
  currentUserId: string | null;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

function Actions({
  user,
  isSelf,
  onEdit,
  onDelete,
}: { user: AdminUser; isSelf: boolean } & Pick<UsersListProps, 'onEdit' | 'onDelete'>) {
  const { t, i18n } = useLingui();
  const reasonId = `self-reason-${user._id}`;
  const name = user.name;
  const deleteSelf = i18n._(ADMIN_MESSAGE_DESCRIPTORS.deleteSelf);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(user)} aria-label={t`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(user)}
        disabled={isSelf}
        aria-label={t`Delete ${name}`}
        aria-describedby={isSelf ? reasonId : undefined}
        title={isSelf ? deleteSelf : undefined}
        className="text-cherry-700 hover:bg-cherry-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      {isSelf && (
        <span id={reasonId} className="sr-only">
          {deleteSelf}
        </span>
      )}
    </div>
  );
}

function Identity({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar name={user.name} src={user.profileImage} />
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2 font-medium text-espresso-900">
          <span className="truncate">{user.name}</span>
          {isSelf && (
            <Badge tone="crema">
              <Trans>You</Trans>
            </Badge>
          )}
        </p>
        <p className="truncate text-sm text-espresso-500">{user.email}</p>
      </div>
    </div>
  );
}

export function UsersList({ users, layout, currentUserId, onEdit, onDelete }: UsersListProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  if (layout === 'cards')
    return (
      <ul aria-label={t`Users`} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {users.map((user) => {
          const isSelf = user._id === currentUserId;
          const joined = f.date(user.createdAt);
          const orders = user.ordersCount;
          return (
            <li key={user._id} className="rounded-2xl border border-espresso-100 bg-cream-50 p-4 shadow-xs">
              <div className="flex items-start justify-between gap-2">
                <Identity user={user} isSelf={isSelf} />
                <Actions user={user} isSelf={isSelf} onEdit={onEdit} onDelete={onDelete} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-espresso-600">
                <Badge tone={ROLE_TONES[user.role]}>{i18n._(ROLE_MESSAGES[user.role])}</Badge>
                <span>
                  <Plural value={orders} one="# order" other="# orders" /> · {f.price(user.totalSpent)}
                </span>
                <span>
                  <Trans>Joined {joined}</Trans>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="overflow-x-auto rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Users, newest first</Trans>
        </caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>User</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Role</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Orders</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Total spent</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Joined</Trans>
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {users.map((user) => {
            const isSelf = user._id === currentUserId;
            return (
              <tr key={user._id}>
                <th scope="row" className="max-w-sm px-4 py-2.5 font-normal">
                  <Identity user={user} isSelf={isSelf} />
                </th>
                <td className="px-4 py-2.5">
                  <Badge tone={ROLE_TONES[user.role]}>{i18n._(ROLE_MESSAGES[user.role])}</Badge>
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">{f.number(user.ordersCount)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{f.price(user.totalSpent)}</td>
                <td className="px-4 py-2.5 whitespace-nowrap">{f.date(user.createdAt)}</td>
                <td className="px-4 py-2">
                  <Actions user={user} isSelf={isSelf} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
