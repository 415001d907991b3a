import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the library's OWASP-level defaults (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified against when the e-mail is unknown, so that
 * "no such account" and "wrong password" take the same time.
 */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
