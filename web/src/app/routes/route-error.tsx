import { Trans } from '@lingui/react/macro';
import { CircleExclamationPoint } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { MissingPage, useRouteError } from '../route-view';

/** Shown when a page fails to render or to load (e.g. a new release replaced its file). */
export function RouteError() {
  const error = useRouteError();
  const isMissing = error instanceof MissingPage;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <CircleExclamationPoint aria-hidden="true" className="size-10 text-cherry-600" />
      <div>
        <h1 className="text-3xl font-semibold">
          {isMissing ? <Trans>Page not found</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        <p className="mt-2 max-w-md text-espresso-600">
          {isMissing ? (
            <Trans>The page you&apos;re looking for doesn&apos;t exist.</Trans>
          ) : (
            <Trans>This page could not be displayed. Reloading usually helps.</Trans>
          )}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {/* The button's look without its component (and spinner): this is in every first page's JavaScript. */}
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        {/* A full page load, in case the app itself is what failed. */}
        <a
          href={paths.home}
          className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium text-espresso-800 ring-1 ring-espresso-200 ring-inset hover:bg-cream-200"
        >
          <Trans>Return to Home</Trans>
        </a>
      </div>
    </div>
  );
}
