import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@ikawa/contracts/mail';
import { fakeApi, json } from '@/testing/fake-api';
import { OutboxPage } from './outbox-page';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'order_confirmation',
  to: 'aline@example.com',
  subject: 'Your Ikawa Coffee order #11111111 is confirmed',
  status: 'sent',
  attempts: 1,
  lastError: null,
  transport: 'smtp',
  orderId: null,
  nextAttemptAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const failed = message({
  _id: '22222222-2222-4222-8222-222222222222',
  kind: 'staff_new_order',
  to: 'hello@ikawa.test',
  subject: 'New order #22222222',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  sentAt: null,
});

function renderPage(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OutboxPage />
    </QueryClientProvider>,
    { locale },
  );
}

describe('OutboxPage', () => {
  it('lists messages with what happened to each, and resends a failed one', async () => {
    const page = { success: true, page: 1, pageSize: 20, total: 2, totalPages: 1 };
    const api = fakeApi({
      'GET /api/admin/outbox': { ...page, data: [message({}), failed] },
      'POST /api/admin/outbox/:id/resend': {
        success: true,
        data: { ...failed, status: 'pending', attempts: 0, lastError: null },
      },
    });
    renderPage();
    const sent = await screen.findByRole('article', {
      name: 'Your Ikawa Coffee order #11111111 is confirmed',
    });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('To aline@example.com')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();

    const failedCard = screen.getByRole('article', { name: 'New order #22222222' });
    expect(within(failedCard).getByText(/Gave up after 8 tries: connect ECONNREFUSED/)).toBeInTheDocument();
    await userEvent.click(within(failedCard).getByRole('button', { name: 'Resend “New order #22222222”' }));
    expect(
      await screen.findByText('“New order #22222222” will be sent again in a few seconds.'),
    ).toBeInTheDocument();
    const [resend] = api.callsTo('POST /api/admin/outbox/:id/resend');
    expect(resend?.url).toMatch(/\/admin\/outbox\/22222222-2222-4222-8222-222222222222\/resend$/);
  });

  it('says so when there is nothing yet, and when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/admin/outbox': { success: true, page: 1, pageSize: 20, total: 0, totalPages: 1, data: [] },
    });
    renderPage();
    expect(
      await screen.findByText('No messages yet. E-mails the shop writes appear here.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/admin/outbox': json(
        { success: false, error: 'Database unavailable', code: 'unavailable' },
        500,
      ),
    });
    renderPage();
    expect(await screen.findByText('Error Loading Messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells in French what happened to each message, with French dates', async () => {
    fakeApi({
      'GET /api/admin/outbox': {
        success: true,
        page: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        data: [message({}), failed],
      },
    });
    renderPage('fr-CA');
    const failedCard = await screen.findByRole('article', { name: 'New order #22222222' });
    expect(within(failedCard).getByText('À hello@ikawa.test')).toBeInTheDocument();
    expect(
      within(failedCard).getByText(/Abandon après 8 essais\s: connect ECONNREFUSED/),
    ).toBeInTheDocument();
    expect(
      within(failedCard).getByRole('button', { name: /^Renvoyer «\s?New order #22222222\s?»$/ }),
    ).toBeInTheDocument();
    const sent = screen.getByRole('article', { name: 'Your Ikawa Coffee order #11111111 is confirmed' });
    expect(
      within(sent).getByText(/^Rédigé le 20 nov\. 2026.* · Envoyé le 20 nov\. 2026/),
    ).toBeInTheDocument();
  });
});
