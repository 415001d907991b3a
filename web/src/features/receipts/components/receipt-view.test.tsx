import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { ReceiptView } from './receipt-view';

/** The receipt endpoint: the server's HTML page, or its refusal with a code. */
function fakeServer(reply: Response) {
  return fakeApi({ 'GET /api/orders/0123456789abcdef/receipt': reply });
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

describe('ReceiptView in French', () => {
  it('frames the server’s receipt with French buttons around it', async () => {
    fakeServer(new Response('<html><body>Reçu</body></html>', { headers: { 'Content-Type': 'text/html' } }));
    renderReceipt('fr-CA');
    expect(await screen.findByTitle('Reçu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
  });

  it('says in French that an expired link does not work, with the server’s sentence', async () => {
    const sentence = 'Ce lien de reçu a expiré. Connectez-vous et ouvrez le reçu depuis Mes commandes.';
    fakeServer(json({ success: false, error: sentence, code: 'receipt_link_expired' }, 410));
    renderReceipt('fr-CA', 'expired-token');
    expect(await screen.findByText('Ce lien ne fonctionne pas')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument();
  });
});
