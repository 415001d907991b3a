import type { QueryClient } from '@tanstack/react-query';
import { Component, type ComponentType, createContext, type ReactNode, use, useContext } from 'react';
import { type Location, type Params, useLocation } from 'react-router';
import type { PageHandle } from '@/lib/page-title';

/*
 * What a route of the app's table renders and knows beside its path, in React Router's
 * declarative mode (decision 012): its module loaded on demand, its error page, the data its page
 * shows. The browser (web/src/app/router.tsx `AppRouter`) and the server (web/src/entry-server.tsx)
 * render the same tree from it.
 */

/** A route module's exports: the page, and the page shown when it fails, if it has its own. */
export interface LoadedRoute {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * A route's code, loaded once. Once loaded it renders at once (a page the server rendered loads
 * its modules before hydrating, so the first render matches the HTML); before that the render
 * waits for it, and in a navigation (a transition) the previous page stays on screen meanwhile.
 */
export interface RouteModule {
  load(): Promise<LoadedRoute>;
  loaded?: LoadedRoute;
  /** Lets the next `load` download the code again after a failed download. */
  forgetFailure(): void;
}

/** A promise as React's `use` reads it without waiting once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export function routeModule(importer: () => Promise<LoadedRoute>): RouteModule {
  let loading: TrackedPromise<LoadedRoute> | undefined;
  const module: RouteModule = {
    // A failed download stays failed (a render asks for the same promise) until forgotten: the
    // navigation made again once the shop answers does so (app/router.tsx).
    load() {
      if (loading) return loading;
      const promise: TrackedPromise<LoadedRoute> = importer().then(
        (loaded) => {
          module.loaded = loaded;
          Object.assign(promise, { status: 'fulfilled', value: loaded });
          return loaded;
        },
        (error: unknown) => {
          Object.assign(promise, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = promise;
      return promise;
    },
    forgetFailure() {
      if (loading?.status === 'rejected') loading = undefined;
    },
  };
  return module;
}

/** What a route's data function is given. */
export interface PageRequest {
  params: Params;
  search: URLSearchParams;
  /** On the server: the page waits for its data, so it is in the HTML. */
  awaitData: boolean;
}

/** What a route carries in React Router's `handle`, read by the browser's router and the server. */
export interface RouteHandle extends PageHandle {
  /**
   * Starts the data the page shows (app/routes/page-data.ts), beside the download of its code: in
   * the browser on every navigation, never waited for; on the server waited for, and a 404 from the
   * API makes the page a 404 (a product no longer sold).
   */
  data?: (client: QueryClient, page: PageRequest) => Promise<unknown> | undefined;
  /** A page that moved: the server answers 301, the browser replaces the address. */
  redirect?: (params: Params) => string;
  /** The route's code, loaded on demand. */
  module?: RouteModule;
  /** The route's own error page, in the first JavaScript (the others come with their module). */
  ErrorBoundary?: ComponentType;
}

export function routeHandle(route: { handle?: unknown } | undefined): RouteHandle | undefined {
  return route?.handle as RouteHandle | undefined;
}

/** The route's error page, when it has one (its module's once loaded). */
export function errorPageOf(handle: RouteHandle | undefined): ComponentType | undefined {
  return handle?.ErrorBoundary ?? handle?.module?.loaded?.ErrorBoundary;
}

/** The error of a page whose data the API answered 404 for: the not-found page, status 404. */
export class MissingPage {
  readonly status = 404;
}

export const MISSING_PAGE = new MissingPage();

const RouteErrorContext = createContext<unknown>(undefined);

/** The error a route's error page shows (what its page threw, or MISSING_PAGE). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * The route whose error page shows MISSING_PAGE on the first render: the server found the page's
 * data missing, and the browser's first render repeats it (SsrState `missing`). Gone after the
 * first navigation, as React Router's loader errors were.
 */
export const MissingRouteContext = createContext<RouteHandle | undefined>(undefined);

const NavigationPendingContext = createContext(false);

/** Provided by the browser's router: true while the next page (its code) is on its way. */
export const NavigationPendingProvider = NavigationPendingContext.Provider;

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

interface BoundaryProps {
  handle: RouteHandle;
  location: Location;
  /** An error known before rendering (MISSING_PAGE from the server). */
  error: unknown;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/**
 * A route's error boundary: its page's render errors show the route's error page, or go up to the
 * boundary above when it has none. A new page starts without the last one's error.
 */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    const error = this.state.error ?? this.props.error;
    if (error === undefined) return this.props.children;
    const ErrorPage = errorPageOf(this.props.handle);
    if (!ErrorPage) throw error;
    return (
      <RouteErrorContext.Provider value={error}>
        <ErrorPage />
      </RouteErrorContext.Provider>
    );
  }
}

function ModulePage({ module }: { module: RouteModule }) {
  // Settled (see routeModule), `use` answers at once: nothing waits once the code is here.
  const { Component: Page } = use(module.load());
  return <Page />;
}

/** A route's element: its page (`children`, or its module's) inside its error boundary. */
export function RouteView({ handle, children }: { handle: RouteHandle; children?: ReactNode }) {
  const location = useLocation();
  const missing = useContext(MissingRouteContext) === handle;
  return (
    <RouteBoundary handle={handle} location={location} error={missing ? MISSING_PAGE : undefined}>
      {handle.module ? <ModulePage module={handle.module} /> : children}
    </RouteBoundary>
  );
}
