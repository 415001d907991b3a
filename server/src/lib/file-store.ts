import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by key (`<folder>/<name>`): the local disk under DATA_DIR, or an
 * S3-compatible bucket (`s3-file-store.ts`), so the routes and services do not change with the
 * store (decision 014).
 */
export interface FileStore {
  /** `contentType` is kept with the file where the store can (a bucket answers with it). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's content, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes files; missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes a folder and everything in it; a missing one is fine. */
  removeFolder(folder: string): Promise<void>;
  /** Where browsers can read the file directly, when the store has a public address. */
  publicUrl?(key: string): string;
}

/** Keys are made by the shop itself, never taken from a request; this guard is a second line. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

/** The key itself, after checking that it is one the shop makes. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe file key ${key}`);
  return key;
}

function resolveKey(root: string, key: string): string {
  return path.join(root, ...checkedKey(key).split('/'));
}

/** The local-disk store: `root/<key>`, written to a temporary name and renamed into place. */
export function createLocalFileStore(root: string): FileStore {
  return {
    async put(key, body) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // A reader never sees half a file: written beside it, then renamed into place.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      return readFile(resolveKey(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(resolveKey(root, key), { force: true })));
    },
    async removeFolder(folder) {
      await rm(resolveKey(root, folder), { recursive: true, force: true });
    },
  };
}
