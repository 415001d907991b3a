import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@ikawa/contracts/admin';
import { ApiError } from '@/lib/api-client';
import { testI18n } from '@/testing/i18n';
import { deletionOutcomeText } from './delete-user-dialog';
import { EditUserForm } from './edit-user-dialog';
import { UsersList } from './users-list';

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Aline Niyonzima',
    email: 'aline@example.com',
    role: 'customer',
    phone: null,
    profileImage: null,
    address: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastLogin: null,
    ordersCount: 0,
    totalSpent: 0,
    ...overrides,
  };
}

describe('UsersList', () => {
  it("keeps the admin's own row from being deleted and says why", () => {
    render(
      <UsersList
        users={[adminUser({ _id: 'me', name: 'Claudine', role: 'admin' }), adminUser({})]}
        layout="table"
        currentUserId="me"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const own = screen.getByRole('button', { name: 'Delete Claudine' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot delete your own account here.');
    expect(screen.getByRole('button', { name: 'Delete Aline Niyonzima' })).toBeEnabled();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
  });
});

describe('UsersList in French', () => {
  it('writes roles, order counts, money and dates in French', () => {
    render(
      <UsersList
        users={[
          adminUser({ _id: 'me', name: 'Claudine', role: 'admin', ordersCount: 2, totalSpent: 1234.5 }),
        ]}
        layout="cards"
        currentUserId="me"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('list', { name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    expect(screen.getByText('Vous')).toBeInTheDocument();
    expect(screen.getByText(/^2 commandes · 1\s234,50\s\$$/)).toBeInTheDocument();
    expect(screen.getByText('Inscription le 5 janv. 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer Claudine' })).toHaveAccessibleDescription(
      'Vous ne pouvez pas supprimer votre propre compte ici.',
    );
  });

  it('says in French what deleting will do', () => {
    expect(deletionOutcomeText(testI18n('fr-CA'), adminUser({ ordersCount: 1 }))).toMatch(
      /^Aline Niyonzima a 1 commande\u00a0: le compte sera anonymisé/,
    );
  });
});

describe('deleting a user', () => {
  it('says a user with orders is anonymised and one without is erased', () => {
    expect(deletionOutcomeText(testI18n(), adminUser({ ordersCount: 3 }))).toMatch(
      /3 orders, so the account will be anonymised/,
    );
    expect(deletionOutcomeText(testI18n(), adminUser({ ordersCount: 0 }))).toMatch(/erased for good/);
  });
});

describe('EditUserForm', () => {
  function renderForm(user: AdminUser, isSelf: boolean, onSubmit = vi.fn(() => Promise.resolve())) {
    render(
      <>
        <EditUserForm user={user} isSelf={isSelf} onSubmit={onSubmit} />
        <button type="submit" form="edit-user-form">
          Save
        </button>
      </>,
    );
    return { user: userEvent.setup(), onSubmit };
  }

  it('edits the name, e-mail and role (Customer, Administrator, Delivery person)', async () => {
    const { user, onSubmit } = renderForm(adminUser({}), false);
    const role = screen.getByLabelText<HTMLSelectElement>('Role');
    expect(Array.from(role.options).map((option) => option.text)).toEqual([
      'Customer',
      'Administrator',
      'Delivery person',
    ]);
    await user.selectOptions(role, 'delivery');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Aline N.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Aline N.',
        email: 'aline@example.com',
        role: 'delivery',
      }),
    );
  });

  it("locks the admin's own role", () => {
    renderForm(adminUser({ role: 'admin' }), true);
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByText('You cannot remove your own admin role.')).toBeInTheDocument();
  });

  it("shows the server's sentence, else 'Failed to update user'", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'An account with this email already exists'))
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'));
    const { user } = renderForm(adminUser({}), false, onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user'));
  });
});
