import type { I18n } from '@lingui/core';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@ikawa/contracts/constants';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';

/** What the file picker offers (the server still checks the content). */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/**
 * Checks a chosen picture before it is sent, with the server's own sentences in `i18n`'s
 * language; returns the problem, or null when the file may go.
 */
export function avatarFileProblem(file: File, i18n: I18n): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.imageType);
  if (file.size > AVATAR_MAX_BYTES) return i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.imageSize);
  return null;
}
