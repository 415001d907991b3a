import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { MockAuthProvider } from '../testing/mock-auth-provider';
import { AuthDialog } from './auth-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MockAuthProvider initialDialog={{ open: true, mode: 'signin', redirectTo: null }}>
          <AuthDialog />
        </MockAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Forgot password (issue 13 §4)', () => {
  it('switches from Sign In to a reset form that checks the e-mail, then shows the server’s sentence', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: AUTH_MESSAGES.resetSent }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveAccessibleDescription('We will e-mail you a link to choose a new password');

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), 'aline@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/forgot-password$/);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'aline@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
