import { PRODUCT_MESSAGES } from '@ikawa/contracts/display';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';

/** What a missing product is called, on its page and in its title (web/src/entry-server.tsx). */
export const MISSING_PRODUCT = {
  title: PRODUCT_MESSAGES.notFound,
  message: 'This coffee is no longer in our catalogue, or the link is mistyped.',
  shopLabel: 'Browse the shop',
} as const;

/**
 * A storefront page that failed inside the layout: a missing product (the server's loader
 * answers 404, issue 14) shows the shop's not-found page; anything else the app's error page.
 */
export function PageError() {
  const error = useRouteError();
  const { slug } = useParams();
  if (isRouteErrorResponse(error) && error.status === 404)
    return slug ? <NotFoundRoute {...MISSING_PRODUCT} /> : <NotFoundRoute />;
  return <RouteError />;
}
