import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@ikawa/contracts/receipts';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { ReceiptLinkRoute } from './receipt-link';

const ORDER = 'abcdef01-2345-4678-9abc-def012345678';

/** The API as the receipt route answers a link: the receipt for the good token, 403 otherwise. */
function fakeServer() {
  return fakeApi({
    [`GET /api/orders/${ORDER}/receipt`]: ({ query }) => {
      if (query.get('token') === 'good-token')
        return new Response('<!doctype html><h1>Ikawa Coffee</h1><p>INV-000042</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      const refusal =
        query.get('token') === 'revoked-token'
          ? { success: false, error: RECEIPT_MESSAGES.linkRevoked, code: 'receipt_link_revoked' }
          : { success: false, error: RECEIPT_MESSAGES.linkExpired, code: 'receipt_link_expired' };
      return json(refusal, 403);
    },
  });
}

function renderLink(token: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/receipt/${ORDER}?token=${token}`]}>
        <Routes>
          <Route path="/receipt/:orderId" element={<ReceiptLinkRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the receipt link of an order e-mail', () => {
  it('shows the receipt with the link’s token, signed in or not, with Print and Download PDF', async () => {
    const api = fakeServer();
    renderLink('good-token');
    const frame = await screen.findByTitle('Receipt');
    expect(frame.getAttribute('srcdoc')).toContain('INV-000042');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toContain(`/orders/${ORDER}/receipt?token=good-token`);
  });

  it('says when the link no longer works and points to My Orders', async () => {
    fakeServer();
    renderLink('old-token');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link does not work')).toBeInTheDocument();
    expect(within(alert).getByText(RECEIPT_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says when the link was revoked and points to My Orders', async () => {
    fakeServer();
    renderLink('revoked-token');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link does not work')).toBeInTheDocument();
    expect(within(alert).getByText(RECEIPT_MESSAGES.linkRevoked)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
  });
});
