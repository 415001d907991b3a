import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@ikawa/contracts/constants';
import { ACCOUNT_MESSAGES } from '@ikawa/contracts/users';

/** What the file picker offers (the server still checks the content). */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/**
 * Checks a chosen picture before it is sent, with the server's own sentences; returns the
 * problem, or null when the file may go.
 */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.imageType;
  if (file.size > AVATAR_MAX_BYTES) return ACCOUNT_MESSAGES.imageSize;
  return null;
}
