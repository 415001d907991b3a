import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CurrentUser } from '../auth/session';

/** `/users/{id}/…` calls work only for that user or an admin; others learn nothing (404). */
export function assertSelfOrAdmin(user: CurrentUser, id: string): void {
  if (user.id !== id && user.role !== 'admin') throw new AppError('not_found', ERRORS.account.userNotFound);
}
