import { screen, waitFor } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { makeAccountUser, makeProfile, renderAccount } from '../testing/render-account';
import { ProfileDetails } from './profile-details';

const user = makeAccountUser();

describe('ProfileDetails', () => {
  it('shows the name and e-mail in view mode', () => {
    renderAccount(<ProfileDetails user={user} />);
    expect(screen.getByText('Aline Niyonzima')).toBeInTheDocument();
    expect(screen.getByText('aline@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('Edit opens the form filled in and focused; Cancel drops the changes', async () => {
    const api = fakeApi();
    const { user: actor } = renderAccount(<ProfileDetails user={user} />);
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Aline Niyonzima');
    expect(name).toHaveFocus();
    await actor.clear(name);
    await actor.type(name, 'Someone Else');
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByText('Aline Niyonzima')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit/ })).toHaveFocus();
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.getByLabelText('Name')).toHaveValue('Aline Niyonzima');
    expect(api.calls).toEqual([]);
  });

  it('checks the e-mail with the contract before anything is sent', async () => {
    const api = fakeApi();
    const { user: actor } = renderAccount(<ProfileDetails user={user} />);
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    await actor.clear(screen.getByLabelText('Email'));
    await actor.type(screen.getByLabelText('Email'), 'not-an-email');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls).toEqual([]);
  });

  it('saves, hands the new user to the session and goes back to view mode', async () => {
    const saved = makeProfile({ name: 'Aline N.', email: 'aline.n@example.com' });
    const api = fakeApi({ 'PUT /api/users/u1': { success: true, user: saved } });
    const { user: actor, onUserChange } = renderAccount(<ProfileDetails user={user} />);
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    await actor.clear(screen.getByLabelText('Name'));
    await actor.type(screen.getByLabelText('Name'), '  Aline N. ');
    await actor.clear(screen.getByLabelText('Email'));
    await actor.type(screen.getByLabelText('Email'), 'Aline.N@Example.com');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1');
    expect(api.calls[0]?.method).toBe('PUT');
    // Trimmed and lower-cased by the contract schema.
    // The language of the e-mails goes with it: the shop's default until the account chose.
    expect(api.calls[0]?.body).toEqual({
      name: 'Aline N.',
      email: 'aline.n@example.com',
      preferredLocale: 'en-CA',
    });
    // The session gets the user without the profile's lists.
    expect(onUserChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Aline N.' }));
    expect(onUserChange.mock.calls[0]?.[0]).not.toHaveProperty('addresses');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it("puts 'An account with this email already exists' on the e-mail field", async () => {
    fakeApi({
      'PUT /api/users/u1': json(
        { success: false, error: 'An account with this email already exists', code: 'email_taken' },
        409,
      ),
    });
    const { user: actor } = renderAccount(<ProfileDetails user={user} />);
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    await actor.clear(screen.getByLabelText('Email'));
    await actor.type(screen.getByLabelText('Email'), 'taken@example.com');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    // Still editing, with what was typed.
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
  });

  it("falls back to 'Failed to update profile' when the answer has no user", async () => {
    fakeApi({ 'PUT /api/users/u1': { success: true } });
    const { user: actor } = renderAccount(<ProfileDetails user={user} />);
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });

  it("says 'No user logged in' when the session is gone", async () => {
    fakeApi();
    const { user: actor } = renderAccount(<ProfileDetails user={user} />, { user: null });
    await actor.click(screen.getByRole('button', { name: /^Edit/ }));
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No user logged in');
  });
});

describe('ProfileDetails in French', () => {
  it('shows its labels, the date of joining and the language of the e-mails in French', () => {
    renderAccount(<ProfileDetails user={user} />, { locale: 'fr-CA' });
    expect(screen.getByText('Membre depuis')).toBeInTheDocument();
    expect(screen.getByText('4 mars 2025')).toBeInTheDocument();
    expect(screen.getByText('Langue de vos courriels et reçus')).toBeInTheDocument();
    // An account that never chose gets its e-mails in the shop's default language.
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier le nom et le courriel' })).toBeInTheDocument();
  });

  it('says the contract’s errors in French and saves the chosen language', async () => {
    const saved = makeProfile({ name: 'Aline N.' });
    const api = fakeApi({ 'PUT /api/users/u1': { success: true, user: saved } });
    const { user: actor } = renderAccount(<ProfileDetails user={user} />, { locale: 'fr-CA' });
    await actor.click(screen.getByRole('button', { name: 'Modifier le nom et le courriel' }));

    const email = screen.getByLabelText('Courriel');
    await actor.clear(email);
    await actor.type(email, 'pas-un-courriel');
    await actor.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez entrer un courriel valide')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await actor.clear(email);
    await actor.type(email, 'aline@example.com');
    const language = screen.getByLabelText('Langue de vos courriels et reçus');
    expect(language).toHaveValue('en-CA');
    await actor.selectOptions(language, 'Français');
    await actor.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      name: 'Aline Niyonzima',
      email: 'aline@example.com',
      preferredLocale: 'fr-CA',
    });
  });
});
