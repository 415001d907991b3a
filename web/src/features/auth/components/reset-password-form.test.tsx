import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { MockAuthProvider } from '../testing/mock-auth-provider';
import { ResetPasswordForm } from './reset-password-form';

let api: FakeApi;

beforeEach(() => {
  api = fakeApi({ 'POST /api/auth/reset-password': { success: true, message: 'Your password is changed.' } });
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
  const [sent] = api.calls;
  expect(sent?.url).toMatch(/\/auth\/reset-password$/);
  return sent?.body as { token: string; password: string };
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
    expect(api.calls).toEqual([]);
  });
});
