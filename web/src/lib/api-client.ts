import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { ApiErrorDetail } from '@ikawa/contracts/common';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import { REQUEST_TIMEOUT_MS } from '@ikawa/contracts/constants';
import { env } from '@/config/env';
import { reportReachable } from '@/lib/connection';
import { clearSession, readToken } from '@/lib/storage';

/** SPEC §8: the last fallback of the error rule. */
const UNKNOWN_ERROR = msg`An unknown error occurred`;
/** The transport message of a request that hit the 10 s limit (SPEC §7). */
const TIMEOUT = msg`The request timed out. Please check your connection and try again.`;
/** A 2xx answer whose body does not match the contract (SPEC §8 fallback). */
const UNEXPECTED_RESPONSE = msg`An unexpected error occurred`;
const UNREACHABLE = msg`We can't reach the shop. Check your connection.`;

/**
 * The page's language for the API: its `Accept-Language` (the server answers its sentences in
 * it) and the words of the failures the browser itself reports. One page has one language (a
 * switch loads the other language's page), so the browser sets it once at start; the server's
 * renderer leaves it unset and its in-process answers are never shown as errors.
 */
let language: I18n | undefined;
export function setApiLanguage(i18n: I18n | undefined): void {
  language = i18n;
}
const say = (descriptor: typeof UNKNOWN_ERROR) =>
  language ? language._(descriptor) : (descriptor.message ?? '');

export const UNKNOWN_ERROR_MESSAGE = () => say(UNKNOWN_ERROR);
export const TIMEOUT_MESSAGE = () => say(TIMEOUT);
export const UNEXPECTED_RESPONSE_MESSAGE = () => say(UNEXPECTED_RESPONSE);
export const UNREACHABLE_MESSAGE = () => say(UNREACHABLE);
/** Another failure the browser reports itself (e.g. an upload's), in the page's language. */
export const browserMessage = (descriptor: typeof UNKNOWN_ERROR) => say(descriptor);

/**
 * Every failed call ends as one of these; `status` is 0 when the request never got an answer.
 * `code` is the server's stable error code (`@ikawa/contracts/error-codes`): branch on it, never
 * on the sentence. It is undefined when there was no answer or the answer carried none.
 * `explained` is false when the answer carried no sentence either (the message is then SPEC §8's
 * fallback), so a caller can put its own in place.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: ApiErrorDetail[];
  readonly code: ErrorCode | undefined;
  readonly explained: boolean;

  constructor(
    status: number,
    message: string,
    details: ApiErrorDetail[] = [],
    code?: ErrorCode,
    explained = true,
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.code = code;
    this.explained = explained;
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Lets the auth state hear about a lost session (SPEC §4: a 401 clears token and user). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Forgets the stored session and tells the listeners (SPEC §8: a 401 also logs out locally). */
export function handleUnauthorized(): void {
  clearSession();
  unauthorizedListeners.forEach((listener) => listener());
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let transport: Fetch = (url, init) => fetch(url, init);

/**
 * Replaces the network for every call. The server renders storefront pages with the same
 * fetchers, answered in-process by the API itself (web/src/entry-server.tsx, decision 012).
 */
export function setApiTransport(next: Fetch): void {
  transport = next;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Cancellation from the caller (TanStack Query passes one). */
  signal?: AbortSignal;
  /** The sign-in call answers 401 for a wrong password: that is not a lost session. */
  skipUnauthorizedHandling?: boolean;
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key` on POST /orders. */
  headers?: Record<string, string>;
}

/**
 * A contract schema, or a function that imports it. The storefront's first queries pass the
 * import, so the schema library loads beside the request instead of with the first page's
 * initial JavaScript.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

function loadSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** SPEC §8: the body's `error`, else its `message`. */
function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as Record<string, unknown>;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return undefined;
}

function codeFromBody(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as Record<string, unknown>;
  return typeof code === 'string' && code ? (code as ErrorCode) : undefined;
}

async function detailsFromBody(body: unknown): Promise<ApiErrorDetail[]> {
  if (typeof body !== 'object' || body === null) return [];
  const { details } = body as Record<string, unknown>;
  if (details === undefined) return [];
  const { ApiErrorDetailSchema } = await import('@ikawa/contracts/common');
  const parsed = ApiErrorDetailSchema.array().safeParse(details);
  return parsed.success ? parsed.data : [];
}

/**
 * The `ApiError` of a failed answer, in the server's words (SPEC §8). A 401 ends the stored
 * session unless `endSessionOn401` is false (a wrong password at sign-in).
 */
export async function apiErrorOf(
  status: number,
  payload: unknown,
  endSessionOn401 = true,
): Promise<ApiError> {
  if (status === 401 && endSessionOn401) handleUnauthorized();
  const message = messageFromBody(payload);
  return new ApiError(
    status,
    message ?? UNKNOWN_ERROR_MESSAGE(),
    await detailsFromBody(payload),
    codeFromBody(payload),
    message !== undefined,
  );
}

/** The network the calls go through (the browser's, or the server's in-process answers). */
export function apiTransport(): Fetch {
  return transport;
}

/**
 * A call that got no answer: the browser's own words ("Failed to fetch", "Load failed") say
 * nothing to a shopper, so a network failure reads as the shop being out of reach.
 */
export function transportMessage(error: unknown): string {
  if (error instanceof TypeError) return UNREACHABLE_MESSAGE();
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE();
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API under `/api` with the stored bearer token and a 10 s timeout, and parses the
 * answer with the contract schema. Failures throw `ApiError` with the SPEC §8 message.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { method = 'GET', body, signal, skipUnauthorizedHandling = false } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (language && !headers['Accept-Language']) headers['Accept-Language'] = language.locale;
  // Started with the request; a failed import surfaces below as a transport failure.
  const schemaPromise = loadSchema(schemaSource);
  schemaPromise.catch(() => undefined);

  let response: Response;
  let payload: unknown;
  try {
    response = await transport(`${env.API_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    reportReachable(true);
    payload = await readBody(response);
  } catch (error) {
    if (timedOut) {
      reportReachable(false);
      throw new ApiError(0, TIMEOUT_MESSAGE());
    }
    // The caller cancelled (e.g. the query was dropped): hand its abort back untouched.
    if (signal?.aborted) throw error;
    if (error instanceof TypeError) reportReachable(false);
    throw new ApiError(0, transportMessage(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (!response.ok) throw await apiErrorOf(response.status, payload, !skipUnauthorizedHandling);

  let schema: S;
  try {
    schema = await schemaPromise;
  } catch (error) {
    throw new ApiError(0, transportMessage(error));
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE());
  }
  return parsed.data;
}

/**
 * Follows a Server-Sent Events stream of the API (an order followed live) with the session's
 * token, which `EventSource` cannot send: each event's name and data go to `onEvent` until the
 * server ends the stream (resolves) or `signal` aborts it. A refusal or a cut connection rejects.
 */
export async function followEvents(
  path: string,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: string, data: string) => void },
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(`${env.API_URL}${path}`, { headers, signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) throw await apiErrorOf(response.status, await readBody(response), true);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
    }
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
