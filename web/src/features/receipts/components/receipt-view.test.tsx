import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ReceiptView } from './receipt-view';

/** The receipt endpoint: the server's HTML page, or its refusal with a code. */
function fakeServer(reply: { status: number; body: string; type: string }) {
  const fetchMock = vi.fn(
    async () => new Response(reply.body, { status: reply.status, headers: { 'Content-Type': reply.type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderReceipt(locale: 'en-CA' | 'fr-CA', token?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReceiptView orderId="0123456789abcdef" backTo="/shop" backLabel="Boutique" token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReceiptView in French', () => {
  it('frames the server’s receipt with French buttons around it', async () => {
    fakeServer({ status: 200, body: '<html><body>Reçu</body></html>', type: 'text/html' });
    renderReceipt('fr-CA');
    expect(await screen.findByTitle('Reçu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
  });

  it('says in French that an expired link does not work, with the server’s sentence', async () => {
    const sentence = 'Ce lien de reçu a expiré. Connectez-vous et ouvrez le reçu depuis Mes commandes.';
    fakeServer({
      status: 410,
      body: JSON.stringify({ success: false, error: sentence, code: 'receipt_link_expired' }),
      type: 'application/json',
    });
    renderReceipt('fr-CA', 'expired-token');
    expect(await screen.findByText('Ce lien ne fonctionne pas')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument();
  });
});
