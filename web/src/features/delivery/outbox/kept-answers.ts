import { ApiError } from '@/lib/api-client';
import { readStoredUser } from '@/lib/storage';
import { keptAnswers } from './courier-db';

/**
 * A courier-area answer that is shown offline too (decision 020): the shop's answer when it
 * comes, kept on the phone for the signed-in courier; the kept copy when the shop cannot be
 * reached. Without IndexedDB nothing is kept and the failure is the usual one.
 */
export async function withKeptCopy<T>(name: string, fetchAnswer: () => Promise<T>): Promise<T> {
  const user = await readStoredUser();
  const id = user ? `${user._id}:${name}` : null;
  try {
    const data = await fetchAnswer();
    if (id) await keptAnswers.put({ id, data, keptAt: new Date().toISOString() }).catch(() => undefined);
    return data;
  } catch (error) {
    if (id && error instanceof ApiError && error.status === 0) {
      const kept = await keptAnswers.get(id).catch(() => undefined);
      if (kept) return kept.data as T;
    }
    throw error;
  }
}
