import { useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { api, ApiError, handleUnauthorized } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { useAuth } from '../hooks/use-auth';
import { makeUser } from '../testing/mock-auth-provider';
import { AuthProvider } from './auth-provider';

// The HTTP layer is replaced; the 401 bookkeeping (`handleUnauthorized`) stays real.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof apiClient>();
  return { ...actual, api: { ...actual.api, get: vi.fn(), post: vi.fn() } };
});

const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

function Probe() {
  const auth = useAuth();
  const { i18n } = useLingui();
  const notice =
    typeof auth.dialog.notice === 'string'
      ? auth.dialog.notice
      : auth.dialog.notice && i18n._(auth.dialog.notice);
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="name">{auth.user?.name ?? 'nobody'}</p>
      <p data-testid="dialog">{auth.dialog.open ? (notice ?? 'open') : 'closed'}</p>
      <button type="button" onClick={() => void auth.login({ email: 'a@example.com', password: 'pw' })}>
        login
      </button>
      <button type="button" onClick={auth.logout}>
        logout
      </button>
    </div>
  );
}

function renderProvider() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

function storeSession(name = 'Stored Name') {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(makeUser({ name })));
}

beforeEach(() => {
  getMock.mockReset();
  postMock.mockReset();
});

describe('AuthProvider', () => {
  it('is signed out without a stored token and asks the server nothing', () => {
    renderProvider();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(getMock).not.toHaveBeenCalled();
  });

  it('verifies a stored token with GET /auth/me, loading meanwhile, and keeps the fresh user', async () => {
    storeSession('Stored Name');
    let answer: (value: unknown) => void = () => {};
    getMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProvider();

    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(getMock).toHaveBeenCalledWith('/auth/me', expect.anything(), expect.anything());

    act(() => answer({ success: true, user: makeUser({ name: 'Fresh Name' }) }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Fresh Name');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Fresh Name' });
  });

  it('signs out quietly when the stored token is refused on load', async () => {
    storeSession();
    getMock.mockImplementation(() => {
      handleUnauthorized();
      return Promise.reject(new ApiError(401, 'Your session has expired'));
    });
    renderProvider();

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('dialog')).toHaveTextContent('closed');
  });

  it('signs out and offers the sign-in dialog when a verified session expires', async () => {
    storeSession();
    getMock.mockResolvedValue({ success: true, user: makeUser() });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));

    act(() => handleUnauthorized());
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    // The message comes with the auth contract, imported on demand to keep the first page small.
    await waitFor(() =>
      expect(screen.getByTestId('dialog')).toHaveTextContent(
        'Your session has expired. Please sign in again.',
      ),
    );
  });

  it('stores the token and user on sign-in and forgets them on logout', async () => {
    const user = userEvent.setup();
    postMock.mockResolvedValue({ success: true, token: 'new-token', user: makeUser({ name: 'Aline' }) });
    renderProvider();

    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Aline');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(getMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("turns a sign-in answer without a token into 'Invalid credentials'", async () => {
    postMock.mockResolvedValue({ success: true, user: makeUser() });
    let failure: unknown;
    function Login() {
      const { login } = useAuth();
      return (
        <button
          type="button"
          onClick={() =>
            login({ email: 'a@example.com', password: 'pw' }).catch((e: unknown) => (failure = e))
          }
        >
          go
        </button>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <Login />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(failure).toBeInstanceOf(ApiError));
    expect((failure as ApiError).message).toBe('Invalid credentials');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
