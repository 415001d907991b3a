import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { MockAuthProvider } from '../testing/mock-auth-provider';
import { ResetPasswordForm } from './reset-password-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ success: true, message: 'Your password is changed.' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
});

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <MockAuthProvider>
          <ResetPasswordForm />
        </MockAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choosePassword() {
  await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'a-fresh-password');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-fresh-password');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toMatch(/\/auth\/reset-password$/);
  return JSON.parse(String(init?.body)) as { token: string; password: string };
}

describe('Reset password page', () => {
  it('sends the token the e-mailed link carries after #, which never reaches the server with the page', async () => {
    renderAt('/reset-password#token=fragment-token_1');
    expect(await choosePassword()).toEqual({ token: 'fragment-token_1', password: 'a-fresh-password' });
  });

  it('still takes the token after ? from links e-mailed before', async () => {
    renderAt('/reset-password?token=query-token_2');
    expect(await choosePassword()).toEqual({ token: 'query-token_2', password: 'a-fresh-password' });
  });

  it('says the link is not valid when it carries no token, and offers no form', () => {
    renderAt('/reset-password#other=1');
    expect(screen.getByText(AUTH_MESSAGES.resetInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
