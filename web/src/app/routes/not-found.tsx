import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

interface NotFoundProps {
  title?: string;
  message?: string;
  /** The way back to the shop, named for what was missing. */
  shopLabel?: string;
}

/** The shop's not-found page: any unknown address, and a product no longer sold. */
export function NotFoundRoute(props: NotFoundProps) {
  const { t } = useLingui();
  const {
    title = t`Page not found`,
    message = t`The page you're looking for doesn't exist or has moved.`,
    shopLabel = t`Go to the shop`,
  } = props;
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">404</p>
      <h1 className="mt-2 text-4xl font-semibold">{title}</h1>
      <p className="mt-3 text-espresso-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>
          <Trans>Return to Home</Trans>
        </ButtonLink>
        <ButtonLink to={paths.shop} variant="secondary">
          {shopLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
