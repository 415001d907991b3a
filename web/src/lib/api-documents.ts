import { env } from '@/config/env';
import { ApiError, apiErrorOf, apiTransport, readBody, transportMessage } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

/*
 * The API's answers that are not JSON (receipts, CSV exports, packing slips), used by the
 * account and admin pages only: apart from lib/api-client.ts so the storefront's first page
 * does not carry them.
 */

/**
 * Fetches a document the API answers as something other than JSON (a receipt's HTML, a PDF, a
 * CSV) with the stored token. Failures throw `ApiError` with the server's sentence and code.
 */
async function fetchDocument(path: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await apiTransport()(`${env.API_URL}${path}`, { headers, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, transportMessage(error));
  }
  if (!response.ok) throw await apiErrorOf(response.status, await readBody(response));
  return response;
}

/** The text of a non-JSON answer (e.g. a receipt's HTML page). */
export async function fetchText(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  return (await fetchDocument(path, signal)).text();
}

/** A file from the API (a CSV export, a printable document) as a Blob, with the name it gives it. */
async function fetchNamedFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await fetchDocument(path);
  try {
    return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    throw new ApiError(0, transportMessage(error));
  }
}

export async function fetchFile(path: string): Promise<Blob> {
  return (await fetchNamedFile(path)).blob;
}

/** `inline; filename="receipt-INV-000042.pdf"` → `receipt-INV-000042.pdf`. */
export function fileNameOf(disposition: string | null): string | null {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1] ?? disposition?.match(/filename=([^;\s]+)/)?.[1];
  return name ?? null;
}

/** How long an object URL handed to the browser stays valid: enough to save or open it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Downloads a file from the API with the stored token (e.g. a CSV export) and hands it to the
 * browser under the name the server gave it (a receipt is named by its invoice number), or
 * `filename` when it gave none. Failures throw `ApiError` like every other call.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const file = await fetchNamedFile(path);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Opens an HTML document of the API (e.g. packing slips) in a new tab: fetched with the token,
 * shown from a same-origin object URL. Answers `opened: false` with the URL when the browser
 * blocked the new tab, so the page can offer a link to click instead.
 */
export async function openHtmlDocument(path: string): Promise<{ opened: boolean; url: string }> {
  const blob = await fetchFile(path);
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html;charset=utf-8' }));
  const tab = window.open(url, '_blank');
  if (tab) setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return { opened: tab !== null, url };
}
