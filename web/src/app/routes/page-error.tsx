import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { MissingPage, useRouteError } from '../route-view';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';

/** What a missing product is called, on its page and in its title (web/src/entry-server.tsx). */
export const MISSING_PRODUCT = {
  title: msg`Product not found`,
  message: msg`This coffee is no longer in our catalogue, or the link is mistyped.`,
  shopLabel: msg`Browse the shop`,
} as const;

/**
 * A storefront page that failed inside the layout: a missing product (the API answered the
 * server 404) shows the shop's not-found page; anything else the app's error page.
 */
export function PageError() {
  const error = useRouteError();
  const { slug } = useParams();
  const { i18n } = useLingui();
  if (error instanceof MissingPage)
    return slug ? (
      <NotFoundRoute
        title={i18n._(MISSING_PRODUCT.title)}
        message={i18n._(MISSING_PRODUCT.message)}
        shopLabel={i18n._(MISSING_PRODUCT.shopLabel)}
      />
    ) : (
      <NotFoundRoute />
    );
  return <RouteError />;
}
