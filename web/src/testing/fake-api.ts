import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { API_CONTRACT } from './api-contract';

/** An answer of the API with a JSON body (200 unless `status` says otherwise). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A request the fake API received, as its route handler and the test's assertions read it. */
export interface FakeRequest {
  method: string;
  /** The address as the app asked for it, query included, e.g. `/api/orders?page=2`. */
  url: string;
  /** The address without its query, e.g. `/api/orders`. */
  path: string;
  query: URLSearchParams;
  /** The values of the route's `:name` segments (e.g. `{ id: 'u1' }` for `/api/users/:id`). */
  params: Record<string, string>;
  /** The JSON body sent, parsed; the raw body when it is not JSON; undefined when there is none. */
  body: unknown;
  headers: Headers;
}

/**
 * What a route answers: a `Response` (see `json`), or any other value as a 200 JSON body. A
 * handler that throws, or returns a rejected promise, is a request that never got an answer: the
 * app's `fetch` rejects with that error (see `networkError`).
 */
export type Answer = Response | object | string | number | boolean | null;
export type Handler = (request: FakeRequest) => Answer | Promise<Answer>;
/** A fixed answer (a `Response` is copied for each request) or a handler. */
export type Route = Answer | Handler;
/** Routes by `'METHOD /path'`; a segment written `:name` matches any one segment. */
export type Routes = Record<string, Route>;

export interface FakeApi {
  /** Every request, in the order the app sent them. */
  calls: FakeRequest[];
  /** The requests that a route key (`'POST /api/orders'`, `:name` segments allowed) matches. */
  callsTo(route: string): FakeRequest[];
  /** Adds routes, or replaces those with the same key, e.g. to script a later answer. */
  answer(routes: Routes): void;
  /**
   * What went wrong so far: a request no route answers, an answer the contract refuses, a route
   * asked more often than it has answers. Each also rejects the app's request; the test fails
   * once it ends if this list is not empty (a test that expects a problem empties it).
   */
  problems: string[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface Pattern {
  method: string;
  segments: string[];
}

function parseKey(key: string): Pattern {
  const match = /^([A-Z]+) (\/\S*)$/.exec(key);
  if (!match || !METHODS.has(match[1]!))
    throw new Error(
      `fakeApi: a route is written 'METHOD /path' (GET, POST, PUT, PATCH or DELETE); got '${key}'`,
    );
  if (match[2]!.includes('?'))
    throw new Error(`fakeApi: '${key}' has a query; routes match the path, the handler reads request.query`);
  return { method: match[1]!, segments: match[2]!.split('/') };
}

/** The `:name` values when `pattern` matches the request, else null. */
function matchPattern(pattern: Pattern, method: string, path: string): Record<string, string> | null {
  const segments = path.split('/');
  if (pattern.method !== method || pattern.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, expected] of pattern.segments.entries()) {
    const actual = segments[i]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(actual);
    else if (expected !== actual) return null;
  }
  return params;
}

/** The key that matches the request, a written-out segment winning over a `:name` one. */
function bestMatch(keys: Iterable<string>, method: string, path: string) {
  let best: { key: string; params: Record<string, string>; literal: number } | null = null;
  for (const key of keys) {
    const pattern = parseKey(key);
    const params = matchPattern(pattern, method, path);
    if (!params) continue;
    const literal = pattern.segments.filter((segment) => !segment.startsWith(':')).length;
    if (!best || literal > best.literal) best = { key, params, literal };
  }
  return best;
}

const CONTRACT_KEYS = Object.keys(API_CONTRACT);

/** The contract schema of a route's successful answers, when the web client parses them with one. */
export function contractSchemaFor(method: string, path: string): z.ZodType | undefined {
  const match = bestMatch(CONTRACT_KEYS, method, path);
  return match ? API_CONTRACT[match.key] : undefined;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toResponse(answer: Answer): Response {
  return answer instanceof Response ? answer.clone() : json(answer);
}

/**
 * A handler that answers its requests in turn: the first request gets the first answer, and so
 * on. A request past the last answer is a problem of the fake API.
 */
export function inOrder(...routes: Route[]): Handler {
  let next = 0;
  return (request) => {
    const route = routes[next];
    next += 1;
    if (route === undefined)
      throw new FakeApiProblem(
        `${request.method} ${request.url} was asked ${next} times; the test gave ${routes.length} answers`,
      );
    return typeof route === 'function' ? route(request) : toResponse(route);
  };
}

/** A request that never gets an answer, as when the network is down (`fetch` rejects). */
export function networkError(): Promise<never> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

class FakeApiProblem extends Error {
  override readonly name = 'FakeApiProblem';
}

/**
 * Test-only: stands in for the API behind `fetch` for the current test. Each route answers a
 * method and path; a request no route answers fails the test with its method and path, and a
 * successful answer is parsed with the schema the web client reads that route with
 * (`API_CONTRACT`), so the fake cannot drift from the real API.
 *
 *   const api = fakeApi({
 *     'GET /api/settings': settingsBody(),
 *     'POST /api/orders': (request) => json({ success: true, data: placed(request.body) }, 201),
 *   });
 *   …
 *   expect(api.callsTo('POST /api/orders')).toHaveLength(1);
 */
export function fakeApi(routes: Routes = {}): FakeApi {
  const table = new Map<string, Route>();
  const calls: FakeRequest[] = [];
  const problems: string[] = [];

  const answer = (more: Routes) => {
    for (const [key, route] of Object.entries(more)) {
      parseKey(key);
      table.set(key, route);
    }
  };
  answer(routes);

  const fail = (message: string) => {
    problems.push(message);
    return Promise.reject(new FakeApiProblem(`fakeApi: ${message}`));
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const match = bestMatch(table.keys(), method, parsed.pathname);
    const received: FakeRequest = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      params: match?.params ?? {},
      body: readBody(init?.body),
      headers: new Headers(init?.headers ?? request?.headers),
    };
    calls.push(received);
    if (!match) {
      const known = [...table.keys()].join(', ') || 'none';
      return fail(`no route answers ${method} ${parsed.pathname} (asked for ${url}; routes: ${known})`);
    }

    const route = table.get(match.key)!;
    let response: Response;
    try {
      response = toResponse(typeof route === 'function' ? await route(received) : route);
    } catch (error) {
      if (error instanceof FakeApiProblem) return fail(error.message);
      throw error;
    }

    // The client parses every successful answer of these routes with the schema, whatever its type.
    const schema = contractSchemaFor(method, parsed.pathname);
    if (schema && response.ok) {
      const body = readBody(await response.clone().text());
      const checked = schema.safeParse(body);
      if (!checked.success) {
        const why = z.prettifyError(checked.error);
        return fail(`the answer to ${method} ${parsed.pathname} does not match its contract:\n${why}`);
      }
    }
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);

  try {
    onTestFinished(() => {
      if (problems.length > 0) throw new Error(`fakeApi: ${problems.join('\n')}`);
    });
  } catch {
    // Set up outside a test (e.g. in a describe block): each request's rejection still says why.
  }

  return {
    calls,
    callsTo: (route) => {
      const pattern = parseKey(route);
      return calls.filter((call) => matchPattern(pattern, call.method, call.path));
    },
    answer,
    problems,
  };
}
