import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import { env } from '@/config/env';
import {
  ApiError,
  browserMessage,
  handleUnauthorized,
  TIMEOUT_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-client';
import { readToken } from '@/lib/storage';

/**
 * A picture of several MB can take longer than SPEC §7's 10 s on a phone connection; the JSON
 * calls keep 10 s, uploads get more time and show their progress instead.
 */
const UPLOAD_TIMEOUT_MS = 60_000;
const NETWORK_MESSAGE = msg`Could not reach the shop. Please check your connection and try again.`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** SPEC §8: the body's `error`, else its `message`, else the unknown-error sentence. */
function failure(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success)
    return new ApiError(status, parsed.data.error, parsed.data.details, parsed.data.code as ErrorCode);
  const message = (body as { message?: unknown } | undefined)?.message;
  return new ApiError(status, typeof message === 'string' && message ? message : UNKNOWN_ERROR_MESSAGE());
}

export interface UploadOptions {
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a multipart form to the API (profile picture, product photos) with the stored token.
 * XMLHttpRequest rather than fetch: only it reports upload progress. The answer is parsed with
 * the contract's schema; errors end as `ApiError`, like every other call.
 */
export function sendForm<S extends z.ZodType>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  schema: S,
  { onProgress }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${env.API_URL}${path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, UNEXPECTED_RESPONSE_MESSAGE()));
        return;
      }
      if (xhr.status === 401) handleUnauthorized();
      reject(failure(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, browserMessage(NETWORK_MESSAGE))));
    xhr.addEventListener('timeout', () => reject(new ApiError(0, TIMEOUT_MESSAGE())));
    xhr.send(form);
  });
}
