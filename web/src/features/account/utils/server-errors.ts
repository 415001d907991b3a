import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

/** `body.street`, `/street` and `street` all name the same field (as in lib/form-errors). */
function fieldName(path: string): string {
  return path
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/^body\./, '');
}

/**
 * The server's `details` go onto the fields they name, beside what must be fixed. Returns true
 * when at least one landed on a field, so the form does not repeat the same sentence above itself.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  applyServerFieldErrors(error, setError, fields);
  if (!(error instanceof ApiError)) return false;
  return error.details.some((detail) => (fields as readonly string[]).includes(fieldName(detail.path)));
}

/**
 * SPEC §8: the server's sentence when it gave one, else the action's own fallback ('An error
 * occurred while updating your address'…) rather than the generic unknown-error sentence.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && error.message !== UNKNOWN_ERROR_MESSAGE())
    return error.message;
  return fallback;
}
