import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { Address, PaymentMethod, User, UserProfile } from '@ikawa/contracts/users';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { createQueryClient } from '@/lib/query-client';
import { storeSettings } from '@/testing/settings';
import { type AccountSession, AccountSessionContext } from '../hooks/account-session';

/** Test-only: a signed-in customer as GET /auth/me returns it. */
export function makeAccountUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Aline Niyonzima',
    email: 'aline@example.com',
    role: 'customer',
    phone: null,
    profileImage: null,
    address: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: 'a1',
    street: '12 Avenue de la Mission',
    city: 'Bujumbura',
    postalCode: '0000',
    country: 'BI',
    phone: null,
    latitude: null,
    longitude: null,
    isDefault: true,
    ...overrides,
  };
}

export function makeCard(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    _id: 'c1',
    id: 'c1',
    brand: 'visa',
    last4: '4242',
    cardNumber: '•••• 4242',
    expiryDate: '12/39',
    cardholderName: 'Aline Niyonzima',
    isDefault: true,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { ...makeAccountUser(), addresses: [], paymentMethods: [], ...overrides };
}

/**
 * Renders account UI with a real query client and router, and a session the test controls, in
 * English unless `locale` says otherwise.
 */
export function renderAccount(
  ui: ReactNode,
  { user = makeAccountUser(), locale = 'en-CA' }: { user?: User | null; locale?: Locale } = {},
) {
  const onUserChange = vi.fn<AccountSession['onUserChange']>();
  const onSessionChange = vi.fn<AccountSession['onSessionChange']>();
  // A stored token, as a signed-in browser has one.
  window.localStorage.setItem('token', 'test-token');
  const queryClient = createQueryClient();
  // The store's settings, as every page has them from its first load (the shipping countries).
  queryClient.setQueryData(settingsQueryOptions().queryKey, storeSettings());
  const session: AccountSession = { user, onUserChange, onSessionChange };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountSessionContext value={session}>{ui}</AccountSessionContext>
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  return { ...view, user: userEvent.setup(), queryClient, onUserChange, onSessionChange };
}
