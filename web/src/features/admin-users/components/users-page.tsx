import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ADMIN_MESSAGE_DESCRIPTORS, type AdminUser } from '@ikawa/contracts/admin';
import { ROLE_MESSAGES } from '@ikawa/contracts/display';
import { ROLES } from '@ikawa/contracts/enums';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { SearchInput } from '@/components/admin/search-input';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserFilters, useAdminUsers } from '../api/get-admin-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UsersList } from './users-list';

interface UsersPageProps {
  currentUserId: string | null;
}

export function UsersPage({ currentUserId }: UsersPageProps) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<AdminUserFilters>({ page: 1, q: '', role: 'all' });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useAdminUsers(filters);
  const wide = useMediaQuery('(min-width: 1024px)');
  const onSearch = useCallback((q: string) => setFilters((current) => ({ ...current, q, page: 1 })), []);

  let content;
  if (users.isError && !users.data) {
    content = (
      <ErrorPanel
        title={i18n._(ADMIN_MESSAGE_DESCRIPTORS.fetchUsersFailed)}
        onRetry={() => void users.refetch()}
        isRetrying={users.isFetching}
      >
        {users.error.message}
      </ErrorPanel>
    );
  } else if (users.isPending) {
    content = <LoadingState label={t`Loading users…`} />;
  } else if (users.data.users.length === 0) {
    const filtering = filters.q !== '' || filters.role !== 'all';
    content = (
      <StatePanel
        icon={Users}
        title={t`No users found`}
        action={
          filtering && (
            <Button variant="secondary" onClick={() => setFilters({ page: 1, q: '', role: 'all' })}>
              <Trans>Clear filters</Trans>
            </Button>
          )
        }
      >
        {filtering ? (
          <Trans>Nobody matches your search.</Trans>
        ) : (
          <Trans>Accounts appear here when people sign up.</Trans>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={users.isFetching || undefined}>
        <UsersList
          users={users.data.users}
          layout={wide ? 'table' : 'cards'}
          currentUserId={currentUserId}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        <Pagination
          page={users.data.page}
          totalPages={users.data.totalPages}
          total={users.data.total}
          pageSize={ADMIN_USERS_PAGE_SIZE}
          noun={t`users`}
          nounOne={t`user`}
          isFetching={users.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Users Management`}
        description={t`Customers, administrators and delivery persons.`}
      />
      <div className="mb-5 grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchInput
          label={t`Search users`}
          placeholder={t`Name or email`}
          value={filters.q}
          onSearch={onSearch}
        />
        <SelectField
          label={t`Role`}
          options={[
            { value: 'all', label: t`All roles` },
            ...ROLES.map((role) => ({ value: role, label: i18n._(ROLE_MESSAGES[role]) })),
          ]}
          value={filters.role}
          onChange={(event) =>
            setFilters((current) => ({
              ...current,
              page: 1,
              role: event.target.value as AdminUserFilters['role'],
            }))
          }
        />
      </div>
      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {users.isFetching && !users.isPending && (
        <p className="mb-2 flex items-center gap-2 text-sm text-espresso-500">
          <Spinner size="sm" /> <Trans>Updating…</Trans>
        </p>
      )}
      {content}
      <EditUserDialog
        user={editing}
        currentUserId={currentUserId}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          const name = user.name;
          setEditing(null);
          setNotice(t`${name} was updated.`);
        }}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDone={(message) => {
          setDeleting(null);
          setNotice(message);
        }}
      />
    </>
  );
}
