import { ADMIN_MESSAGES, type AdminUser } from '@ikawa/contracts/admin';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminUser } from '../api/delete-admin-user';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** What deleting will do to this user (the server anonymises anyone with history). */
export function deletionOutcomeText(user: Pick<AdminUser, 'name' | 'ordersCount' | 'role'>): string {
  if (user.ordersCount > 0)
    return `${user.name} has ${user.ordersCount} ${user.ordersCount === 1 ? 'order' : 'orders'}, so the account will be anonymised: the name, e-mail, addresses and saved cards are removed and nobody can sign in with it, but the orders stay in the books.`;
  if (user.role === 'delivery')
    return `If ${user.name} has made deliveries, the account will be anonymised so the payouts stay in the books; otherwise it is erased for good.`;
  return `${user.name} has no orders, so the account will be erased for good. This cannot be undone.`;
}

export function DeleteUserDialog({ user, onClose, onDone }: DeleteUserDialogProps) {
  const remove = useDeleteAdminUser();
  function close() {
    remove.reset();
    onClose();
  }
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this user?"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel={user && user.ordersCount > 0 ? 'Anonymise user' : 'Delete user'}
      isPending={remove.isPending}
      error={remove.error ? actionErrorMessage(remove.error, ADMIN_MESSAGES.deleteUserFailed) : null}
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user._id, {
          onSuccess: (outcome) => {
            remove.reset();
            onDone(outcome === 'anonymised' ? `${user.name} was anonymised.` : `${user.name} was deleted.`);
          },
        });
      }}
    >
      {user && <p className="text-espresso-700">{deletionOutcomeText(user)}</p>}
    </ConfirmDialog>
  );
}
