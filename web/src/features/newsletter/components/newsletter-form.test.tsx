import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from '@ikawa/contracts/newsletter';
import { fakeApi, inOrder, json, networkError } from '@/testing/fake-api';
import { NewsletterForm } from './newsletter-form';

const SUBSCRIBED = json(
  { success: true, alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed },
  201,
);

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('NewsletterForm', () => {
  // The form's library and schema load on its first use; compiled once here, so the first test's
  // time limit does not include compiling them.
  beforeAll(() => import('./newsletter-form-logic'));

  it('checks the email before sending anything', async () => {
    const api = fakeApi();
    const { email, submit } = renderForm();
    await userEvent.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('subscribes with POST /api/newsletter and thanks the visitor', async () => {
    const api = fakeApi({ 'POST /api/newsletter': SUBSCRIBED });
    const { name, email, submit } = renderForm();
    await userEvent.type(name, 'Aline');
    await userEvent.type(email, 'Aline@Example.com');
    await userEvent.click(submit);

    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    const [sent] = api.calls;
    expect(sent?.url).toBe('/api/newsletter');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Aline',
      email: 'aline@example.com',
      consentVersion: NEWSLETTER_CONSENT.version,
    });
    // The version sent is that of the wording the visitor read; no wording is sent.
    expect(
      screen.getByText(`${NEWSLETTER_CONSENT.text} We e-mail you a link to confirm first.`),
    ).toBeInTheDocument();
    // The form is ready for another address.
    expect(email).toHaveValue('');
  });

  it('leaves out an empty name', async () => {
    const api = fakeApi({ 'POST /api/newsletter': SUBSCRIBED });
    const { email, submit } = renderForm();
    await userEvent.type(email, 'solo@example.com');
    await userEvent.click(submit);
    await screen.findByText(NEWSLETTER_MESSAGES.subscribed);
    expect(api.calls[0]?.body).toEqual({
      email: 'solo@example.com',
      consentVersion: NEWSLETTER_CONSENT.version,
    });
  });

  it('says when the address is already subscribed', async () => {
    fakeApi({
      'POST /api/newsletter': {
        success: true,
        alreadySubscribed: true,
        message: NEWSLETTER_MESSAGES.alreadySubscribed,
      },
    });
    const { email, submit } = renderForm();
    await userEvent.type(email, 'known@example.com');
    await userEvent.click(submit);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.alreadySubscribed)).toBeInTheDocument();
  });

  it("puts the server's validation details on the field and keeps what was typed", async () => {
    fakeApi({
      'POST /api/newsletter': json(
        {
          success: false,
          error: 'Please check the highlighted fields',
          details: [{ path: 'email', message: 'This address cannot receive e-mail' }],
        },
        400,
      ),
    });
    const { email, submit } = renderForm();
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(submit);
    expect(await screen.findByText('This address cannot receive e-mail')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    expect(email).toHaveValue('nobody@example.com');
  });

  it("shows the server's sentence when the form's consent wording is out of date", async () => {
    fakeApi({
      'POST /api/newsletter': json(
        {
          success: false,
          error: NEWSLETTER_MESSAGES.unknownConsentVersion,
          code: 'unknown_consent_version',
          details: [{ path: 'consentVersion', message: NEWSLETTER_MESSAGES.unknownConsentVersion }],
        },
        400,
      ),
    });
    const { email, submit } = renderForm();
    await userEvent.type(email, 'stale@example.com');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unknownConsentVersion);
    expect(email).toHaveValue('stale@example.com');
  });

  it('shows a network failure and lets the visitor try again', async () => {
    fakeApi({ 'POST /api/newsletter': inOrder(networkError, SUBSCRIBED) });
    const { email, submit } = renderForm();
    await userEvent.type(email, 'retry@example.com');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the shop. Check your connection.",
    );
    expect(email).toHaveValue('retry@example.com');

    await userEvent.click(submit);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
