import { CreditCard } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * /payment-success and /payment-canceled (SPEC §2). Card payments arrive in a later release, so
 * this page does not pretend to confirm anything: it says what is true and offers a way home.
 */
export function PaymentResultRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <CreditCard aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold md:text-4xl">Card payments are coming soon</h1>
      <p className="mt-3 text-espresso-600">
        Paying by card is not available yet, so no payment was taken and no order was placed.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
