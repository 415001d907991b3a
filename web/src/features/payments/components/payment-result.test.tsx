import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { fakeApi } from '@/testing/fake-api';
import { PaymentResult } from './payment-result';

function renderAt(url: string, signedIn: boolean, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const router = createMemoryRouter([{ path: '/payment-success', element: <PaymentResult /> }], {
    initialEntries: [url],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MockAuthProvider user={signedIn ? makeUser() : null} status={signedIn ? 'authenticated' : 'anonymous'}>
        <RouterProvider router={router} />
      </MockAuthProvider>
    </QueryClientProvider>,
    { locale },
  );
}

describe('payment result page', () => {
  it('says Payment Failed when either query parameter is missing (SPEC §2)', () => {
    renderAt('/payment-success?payment_intent=pi_1', true);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your payment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('asks a signed-out visitor to sign in before it can confirm anything', () => {
    renderAt('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', false);
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('speaks French on a French page', () => {
    renderAt('/payment-success?payment_intent=pi_1', true, 'fr-CA');
    expect(screen.getByRole('heading', { name: 'Échec du paiement' })).toBeInTheDocument();
    expect(
      screen.getByText('Une erreur s’est produite lors du traitement de votre paiement. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });

  it('names the paid order by the number every other screen prints', async () => {
    fakeApi({
      'GET /api/payments/status': {
        success: true,
        data: {
          status: 'succeeded',
          orderId: 'c0ffee00-0000-4000-8000-000000000001',
          orderNumber: 'IK-1042',
          message: 'Payment successful!',
        },
      },
    });
    renderAt('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', true);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('IK-1042')).toBeInTheDocument();
    expect(screen.queryByText(/c0ffee00/)).not.toBeInTheDocument();
  });
});
