import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { User } from '@ikawa/contracts/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { storeSettings } from '@/testing/settings';
import type { AuthContextValue } from '../hooks/auth-context';
import { makeUser, MockAuthProvider } from '../testing/mock-auth-provider';
import { AuthDialog } from './auth-dialog';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderDialog({
  login,
  register,
  mode = 'signin',
  redirectTo = null,
  locale = 'en-CA',
}: {
  login?: AuthContextValue['login'];
  register?: AuthContextValue['register'];
  mode?: 'signin' | 'signup';
  redirectTo?: string | null;
  locale?: Locale;
} = {}) {
  const user = userEvent.setup();
  // The store's settings, as every page has them from its first load (the shipping countries).
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, storeSettings());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/shop']}>
        <MockAuthProvider login={login} register={register} initialDialog={{ open: true, mode, redirectTo }}>
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
          <AuthDialog />
        </MockAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  return { user };
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

describe('AuthDialog', () => {
  it('opens in Sign In mode with the SPEC texts', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Welcome back! Sign in to your account');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('validates with the contract schema before calling the server', async () => {
    const login = vi.fn<AuthContextValue['login']>();
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows a spinner on the submit button while signing in', async () => {
    const login = vi.fn<AuthContextValue['login']>(never);
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'Aline@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const submit = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(within(submit).getByTestId('spinner')).toBeInTheDocument();
    // The contract schema normalises the e-mail before it is sent.
    expect(login).toHaveBeenCalledWith({ email: 'aline@example.com', password: 'secret-pass' });
  });

  it("shows the server's message and clears it as soon as an input changes", async () => {
    const login = vi.fn<AuthContextValue['login']>(() =>
      Promise.reject(
        new ApiError(429, 'Too many failed sign-in attempts. Please wait a few minutes and try again.'),
      ),
    );
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Invalid credentials', then to 'An unexpected error occurred'", async () => {
    const login = vi
      .fn<AuthContextValue['login']>()
      .mockRejectedValueOnce(new ApiError(401, ''))
      .mockRejectedValueOnce('not an error');
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred'));
  });

  it('switching mode clears the form and the error', async () => {
    const login = vi.fn<AuthContextValue['login']>(() =>
      Promise.reject(new ApiError(401, 'Invalid credentials')),
    );
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    expect(dialog).toHaveAccessibleDescription('Join us to start your coffee journey');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('sends admins to /admin and closes the dialog', async () => {
    const login = vi.fn<AuthContextValue['login']>(() => Promise.resolve(makeUser({ role: 'admin' })));
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves customers on the page they were on', async () => {
    const login = vi.fn<AuthContextValue['login']>().mockResolvedValueOnce(makeUser({ role: 'customer' }));
    const { user } = renderDialog({ login });
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('takes a customer to the page they asked for before signing in', async () => {
    const login = vi.fn<AuthContextValue['login']>(() => Promise.resolve(makeUser({ role: 'customer' })));
    const { user } = renderDialog({ login, redirectTo: '/account/orders' });
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/orders'));
  });

  it('sends delivery persons to /delivery', async () => {
    const login = vi.fn<AuthContextValue['login']>((): Promise<User> =>
      Promise.resolve(makeUser({ role: 'delivery' })),
    );
    const { user } = renderDialog({ login, redirectTo: '/account/orders' });
    await user.type(screen.getByLabelText('Email'), 'courier@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the address block only when the address toggle is on', async () => {
    const { user } = renderDialog({ mode: 'signup' });
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /add a delivery address/i }));
    for (const label of ['Street', 'City', 'Postal Code', 'Country']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/map is coming later/i)).toBeInTheDocument();
  });

  it('creates an account without an address unless the toggle is on', async () => {
    const register = vi.fn<AuthContextValue['register']>(never);
    const { user } = renderDialog({ mode: 'signup', register });
    await user.type(screen.getByLabelText('Full Name'), 'Aline Niyonzima');
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        name: 'Aline Niyonzima',
        email: 'aline@example.com',
        password: 'long-enough',
        // The page's language becomes the account's.
        locale: 'en-CA',
      }),
    );
    expect(
      within(screen.getByRole('button', { name: 'Create Account' })).getByTestId('spinner'),
    ).toBeInTheDocument();
  });

  it('requires the address fields once the toggle is on and sends them', async () => {
    const register = vi.fn<AuthContextValue['register']>(never);
    const { user } = renderDialog({ mode: 'signup', register });
    await user.type(screen.getByLabelText('Full Name'), 'Aline Niyonzima');
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('checkbox', { name: /add a delivery address/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Street is required')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Street'), '12 Avenue de la Mission');
    await user.type(screen.getByLabelText('City'), 'Bujumbura');
    await user.type(screen.getByLabelText('Postal Code'), '0000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BI');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(
        expect.objectContaining({
          address: {
            street: '12 Avenue de la Mission',
            city: 'Bujumbura',
            postalCode: '0000',
            country: 'BI',
          },
        }),
      ),
    );
  });

  it("puts the server's field details on the fields and falls back to 'Registration failed'", async () => {
    const register = vi
      .fn<AuthContextValue['register']>()
      .mockRejectedValueOnce(
        new ApiError(409, 'An account with this email already exists', [
          { path: 'email', message: 'This email is already registered' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(500, ''));
    const { user } = renderDialog({ mode: 'signup', register });
    await user.type(screen.getByLabelText('Full Name'), 'Aline Niyonzima');
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
    expect(screen.getByLabelText('Email')).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
  });

  it('speaks French on French pages and gives the new account the page’s language', async () => {
    const register = vi.fn<AuthContextValue['register']>(() => Promise.resolve(makeUser()));
    const { user } = renderDialog({ register, locale: 'fr-CA' });
    const dialog = screen.getByRole('dialog', { name: 'Se connecter' });
    expect(dialog).toHaveAccessibleDescription('Bon retour\u00a0! Connectez-vous à votre compte');
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Courriel'), 'pas-un-courriel');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez entrer un courriel valide')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(screen.getByRole('dialog', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8 caractères.');
    await user.type(screen.getByLabelText('Nom complet'), 'Aline Niyonzima');
    await user.type(screen.getByLabelText('Courriel'), 'aline@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        name: 'Aline Niyonzima',
        email: 'aline@example.com',
        password: 'secret-pass',
        locale: 'fr-CA',
      }),
    );
    // Three forms typed in one test: more than the default time on a busy machine.
  }, 15_000);
});
