import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from '@ikawa/contracts/newsletter';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('NewsletterForm', () => {
  it('checks the email before sending anything', async () => {
    const { email, submit } = renderForm();
    await userEvent.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with POST /api/newsletter and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(
      json(201, { success: true, alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed }),
    );
    const { name, email, submit } = renderForm();
    await userEvent.type(name, 'Aline');
    await userEvent.type(email, 'Aline@Example.com');
    await userEvent.click(submit);

    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
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
    fetchMock.mockResolvedValue(
      json(201, { success: true, alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed }),
    );
    const { email, submit } = renderForm();
    await userEvent.type(email, 'solo@example.com');
    await userEvent.click(submit);
    await screen.findByText(NEWSLETTER_MESSAGES.subscribed);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'solo@example.com',
      consentVersion: NEWSLETTER_CONSENT.version,
    });
  });

  it('says when the address is already subscribed', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, alreadySubscribed: true, message: NEWSLETTER_MESSAGES.alreadySubscribed }),
    );
    const { email, submit } = renderForm();
    await userEvent.type(email, 'known@example.com');
    await userEvent.click(submit);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.alreadySubscribed)).toBeInTheDocument();
  });

  it("puts the server's validation details on the field and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: 'Please check the highlighted fields',
        details: [{ path: 'email', message: 'This address cannot receive e-mail' }],
      }),
    );
    const { email, submit } = renderForm();
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(submit);
    expect(await screen.findByText('This address cannot receive e-mail')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    expect(email).toHaveValue('nobody@example.com');
  });

  it("shows the server's sentence when the form's consent wording is out of date", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: NEWSLETTER_MESSAGES.unknownConsentVersion,
        code: 'unknown_consent_version',
        details: [{ path: 'consentVersion', message: NEWSLETTER_MESSAGES.unknownConsentVersion }],
      }),
    );
    const { email, submit } = renderForm();
    await userEvent.type(email, 'stale@example.com');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unknownConsentVersion);
    expect(email).toHaveValue('stale@example.com');
  });

  it('shows a network failure and lets the visitor try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(
      json(201, { success: true, alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed }),
    );
    const { email, submit } = renderForm();
    await userEvent.type(email, 'retry@example.com');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(email).toHaveValue('retry@example.com');

    await userEvent.click(submit);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
