import { fireEvent, screen, waitFor } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { makeAccountUser, renderAccount } from '../testing/render-account';
import { ProfilePicture } from './profile-picture';

function png(bytes: number, name = 'me.png', type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

const user = makeAccountUser();

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePicture', () => {
  it('shows the first letter of the name when there is no picture', () => {
    renderAccount(<ProfilePicture user={user} />);
    expect(screen.getByRole('img', { name: 'Aline Niyonzima' })).toHaveTextContent('A');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('offers only JPEG, PNG and WebP', () => {
    renderAccount(<ProfilePicture user={user} />);
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('refuses a picture over 2 MB with the server’s sentence, without uploading', async () => {
    const { user: actor } = renderAccount(<ProfilePicture user={user} />);
    await actor.upload(screen.getByLabelText('Profile picture'), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 2 MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('accepts a picture of exactly 2 MB', async () => {
    const { user: actor } = renderAccount(<ProfilePicture user={user} />);
    await actor.upload(screen.getByLabelText('Profile picture'), png(2 * 1024 * 1024));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses other kinds of file', () => {
    renderAccount(<ProfilePicture user={user} />);
    fireEvent.change(screen.getByLabelText('Profile picture'), {
      target: { files: [png(100, 'cat.gif', 'image/gif')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a JPEG, PNG or WebP image');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('previews, shows the progress, and hands the new picture to the session', async () => {
    window.localStorage.setItem('token', 'test-token');
    const { user: actor, onUserChange } = renderAccount(<ProfilePicture user={user} />);
    await actor.upload(screen.getByLabelText('Profile picture'), png(1000));

    expect(screen.getByRole('img', { name: 'Aline Niyonzima (preview)' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('PATCH');
    expect(xhr?.url).toBe('/api/auth/profile/image');
    expect(xhr?.headers.Authorization).toBe('Bearer test-token');
    expect((xhr?.body as FormData).get('image')).toBeInstanceOf(File);

    xhr?.progress(500, 1000);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload photo/ })).toBeDisabled();

    const saved = { ...user, profileImage: '/uploads/avatars/u1-abc.webp' };
    xhr?.respond(200, { status: 'success', profileImage: saved.profileImage, user: saved });
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    expect(onUserChange).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('img', { name: /preview/ })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it("shows the server's sentence when it refuses the picture", async () => {
    const { user: actor, onUserChange } = renderAccount(<ProfilePicture user={user} />);
    await actor.upload(screen.getByLabelText('Profile picture'), png(1000));
    FakeXhr.sent[0]?.respond(400, {
      success: false,
      error: 'Please upload a JPEG, PNG or WebP image',
      code: 'validation_failed',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a JPEG, PNG or WebP image');
    expect(onUserChange).not.toHaveBeenCalled();
  });

  it('removes the picture', async () => {
    const withPicture = { ...user, profileImage: '/uploads/avatars/u1-abc.webp' };
    const api = fakeApi({
      'DELETE /api/auth/profile/image': {
        status: 'success',
        profileImage: null,
        user: { ...withPicture, profileImage: null },
      },
    });
    const { user: actor, onUserChange } = renderAccount(<ProfilePicture user={withPicture} />);
    expect(screen.getByRole('img', { name: 'Aline Niyonzima' })).toHaveAttribute(
      'src',
      withPicture.profileImage,
    );

    await actor.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(onUserChange).toHaveBeenCalledWith({ ...withPicture, profileImage: null }));
    expect(api.calls[0]?.method).toBe('DELETE');
    expect(screen.getByText('Your profile picture has been removed.')).toBeInTheDocument();
  });
});
