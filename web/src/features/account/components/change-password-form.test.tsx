import { screen, waitFor } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { makeAccountUser, renderAccount } from '../testing/render-account';
import { ChangePasswordForm } from './change-password-form';

async function fill(
  user: ReturnType<typeof renderAccount>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('checks the length and the confirmation before sending', async () => {
    const api = fakeApi();
    const { user } = renderAccount(<ChangePasswordForm />);
    await fill(user, 'old-password', 'short', 'shorter');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("puts 'Your current password is not correct' on its field", async () => {
    fakeApi({
      'PUT /api/users/u1/password': json(
        {
          success: false,
          error: 'Your current password is not correct',
          details: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
        },
        400,
      ),
    });
    const { user, onSessionChange } = renderAccount(<ChangePasswordForm />);
    await fill(user, 'wrong-password', 'new-password-1');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not correct',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSessionChange).not.toHaveBeenCalled();
  });

  it('keeps the session with the new token and empties the form', async () => {
    const user = makeAccountUser();
    const api = fakeApi({ 'PUT /api/users/u1/password': { success: true, user, token: 'fresh-token' } });
    const { user: actor, onSessionChange } = renderAccount(<ChangePasswordForm />);
    await fill(actor, 'old-password', 'new-password-1');

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1/password');
    // The confirmation never leaves the browser.
    expect(api.calls[0]?.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(onSessionChange).toHaveBeenCalledWith('fresh-token', user);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
