import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** `body.address.street`, `/address/street` and `address.street` all name the same field. */
function normalisePath(path: string): string {
  return path
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/^body\./, '');
}

/**
 * The server's validation `details` come back onto the form fields they name, beside what must
 * be fixed.
 * Details for fields the form does not show are left to the form-level message. Returns the
 * fields given an error, in the server's order, so a form can bring the first one into view.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!(error instanceof ApiError)) return [];
  const applied: Path<T>[] = [];
  for (const detail of error.details) {
    const path = normalisePath(detail.path);
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message });
    applied.push(field);
  }
  return applied;
}

/** SPEC §8: the message of what went wrong, else the action's own fallback. */
export function errorMessage(error: unknown, fallback: string, unexpected: string): string {
  if (error instanceof Error) return error.message || fallback;
  return unexpected;
}
