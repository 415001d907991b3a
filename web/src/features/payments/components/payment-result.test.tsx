import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import type { PaymentStatusAnswer } from '@ikawa/contracts/payments';
import { fakeApi } from '@/testing/fake-api';
import { PaymentResult } from './payment-result';

function renderAt(url: string, signedIn: boolean, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const router = createMemoryRouter(
    [
      { path: '/payment-success', element: <PaymentResult /> },
      { path: '/payment-canceled', element: <PaymentResult /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MockAuthProvider user={signedIn ? makeUser() : null} status={signedIn ? 'authenticated' : 'anonymous'}>
        <RouterProvider router={router} />
      </MockAuthProvider>
    </QueryClientProvider>,
    { locale },
  );
}

/** The server's word on the payment (`GET /api/payments/status`) for an intent with no order. */
function answerStatus(answer: Pick<PaymentStatusAnswer, 'status' | 'message'>) {
  return fakeApi({
    'GET /api/payments/status': { success: true, data: { orderId: null, orderNumber: null, ...answer } },
  });
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

  it('says a payment the shopper cancelled was cancelled and charged nothing, not that it failed', async () => {
    answerStatus({ status: 'requires_payment_method', message: 'Your card was declined.' });
    renderAt('/payment-canceled?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', true);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText('The payment was cancelled, so nothing was charged to your card.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in French too', async () => {
    answerStatus({
      status: 'canceled',
      message: 'Payment status: canceled. Please contact support if this persists.',
    });
    renderAt('/payment-canceled?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', true, 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Paiement annulé' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Le paiement a été annulé\s:\srien n’a été débité de votre carte\.$/),
    ).toBeInTheDocument();
  });

  it('gives the server’s reason when it cancelled a payment it had taken, and refunded it', async () => {
    const refunded =
      'Prices changed while you were paying. Your payment has been refunded. Please review your cart.';
    answerStatus({ status: 'canceled', message: refunded });
    renderAt('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', true);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(refunded)).toBeInTheDocument();
    expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
  });

  it('keeps Payment Failed, with the provider’s reason, for a card that was refused', async () => {
    answerStatus({ status: 'requires_payment_method', message: 'Your card was declined.' });
    renderAt('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret', true);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
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
