import { Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ADMIN_MESSAGES, type AdminUser } from '@ikawa/contracts/admin';
import { ROLE_LABELS, ROLES } from '@ikawa/contracts/enums';
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

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

interface UsersPageProps {
  currentUserId: string | null;
}

export function UsersPage({ currentUserId }: UsersPageProps) {
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
        title={ADMIN_MESSAGES.fetchUsersFailed}
        onRetry={() => void users.refetch()}
        isRetrying={users.isFetching}
      >
        {users.error.message}
      </ErrorPanel>
    );
  } else if (users.isPending) {
    content = <LoadingState label="Loading users…" />;
  } else if (users.data.users.length === 0) {
    const filtering = filters.q !== '' || filters.role !== 'all';
    content = (
      <StatePanel
        icon={Users}
        title="No users found"
        action={
          filtering && (
            <Button variant="secondary" onClick={() => setFilters({ page: 1, q: '', role: 'all' })}>
              Clear filters
            </Button>
          )
        }
      >
        {filtering ? 'Nobody matches your search.' : 'Accounts appear here when people sign up.'}
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
          noun="users"
          isFetching={users.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Users Management" description="Customers, administrators and delivery persons." />
      <div className="mb-5 grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchInput label="Search users" placeholder="Name or email" value={filters.q} onSearch={onSearch} />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
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
          <Spinner size="sm" /> Updating…
        </p>
      )}
      {content}
      <EditUserDialog
        user={editing}
        currentUserId={currentUserId}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          setEditing(null);
          setNotice(`${user.name} was updated.`);
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
