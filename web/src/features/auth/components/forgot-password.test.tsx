import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { MockAuthProvider } from '../testing/mock-auth-provider';
import { AuthDialog } from './auth-dialog';

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

describe('Forgot password', () => {
  it('switches from Sign In to a reset form that checks the e-mail, then shows the server’s sentence', async () => {
    const api = fakeApi({
      'POST /api/auth/forgot-password': json({ success: true, message: AUTH_MESSAGES.resetSent }, 202),
    });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveAccessibleDescription('We will e-mail you a link to choose a new password');

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), 'aline@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeInTheDocument();
    const [sent] = api.calls;
    expect(sent?.url).toMatch(/\/auth\/forgot-password$/);
    expect(sent?.body).toEqual({ email: 'aline@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
