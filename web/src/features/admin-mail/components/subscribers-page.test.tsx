import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT, type Subscriber } from '@ikawa/contracts/newsletter';
import { fakeApi } from '@/testing/fake-api';
import { SubscribersPage } from './subscribers-page';

const subscriber = (overrides: Partial<Subscriber>): Subscriber => ({
  _id: '11111111-1111-4111-8111-111111111111',
  email: 'aline@example.com',
  name: 'Aline',
  status: 'subscribed',
  consentVersion: NEWSLETTER_CONSENT.version,
  consentText: NEWSLETTER_CONSENT.text,
  consentAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:05:00.000Z',
  unsubscribedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('SubscribersPage', () => {
  it('shows the version of the consent wording beside its text, and says when a record has none', async () => {
    const older = subscriber({
      _id: '22222222-2222-4222-8222-222222222222',
      email: 'early@example.com',
      name: null,
      consentVersion: null,
      consentText: 'A sentence the form sent before versions.',
    });
    fakeApi({
      'GET /api/admin/newsletter/subscribers': {
        success: true,
        page: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        data: [subscriber({}), older],
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SubscribersPage />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Subscribers' });
    const [current, early] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent(
      `Wording version ${NEWSLETTER_CONSENT.version}: “${NEWSLETTER_CONSENT.text}”`,
    );
    expect(early).toHaveTextContent(
      'Wording sent by the form (before versions): “A sentence the form sent before versions.”',
    );
  });
});
