import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';

/**
 * A storefront page that failed inside the layout: a missing product (the server's loader
 * answers 404, issue 14) shows the shop's not-found page; anything else the app's error page.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <RouteError />;
}
