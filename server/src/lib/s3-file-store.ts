import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config';
import { AppError } from './app-error';
import { ERRORS } from './error-messages';
import { checkedKey, type FileStore } from './file-store';

type S3Settings = Extract<FileStoreConfig, { kind: 's3' }>;

/** DeleteObjects takes at most 1,000 keys per call. */
const DELETE_BATCH = 1000;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default (trailing CRC32 on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request (503) instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Any other failure of the bucket is the store being out of reach: a 503 with a sentence. */
function unavailable(error: unknown): AppError {
  const failure = new AppError('unavailable', ERRORS.upload.storageUnavailable, {
    code: 'storage_unavailable',
  });
  failure.cause = error;
  return failure;
}

/**
 * An S3-compatible bucket as the file store (AWS S3, MinIO, R2 …): `<prefix><key>` objects,
 * written with their media type and `cacheControl` so the bucket can answer browsers itself
 * when it has a public address (`publicUrl`).
 */
export function createS3FileStore(options: {
  client: S3Client;
  bucket: string;
  /** Folder inside the bucket, ending with `/` (`products/`). */
  prefix: string;
  cacheControl: string;
  /** The bucket's public address, without a trailing slash. */
  publicUrl?: string;
}): FileStore & { check(): Promise<void> } {
  const { client, bucket, prefix } = options;
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw error instanceof AppError ? error : unavailable(error);
    }
  };

  async function deleteObjects(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await send(() =>
        client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0) {
        throw unavailable(new Error(`${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message ?? ''}`));
      }
    }
  }

  const store: FileStore & { check(): Promise<void> } = {
    async put(key, body, contentType) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: body,
            ContentType: contentType,
            CacheControl: options.cacheControl,
          }),
        ),
      );
    },
    async get(key) {
      const target = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: target }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error);
      }
    },
    async remove(keys) {
      await deleteObjects(keys.map(objectKey));
    },
    async removeFolder(folder) {
      const folderPrefix = `${objectKey(folder)}/`;
      let token: string | undefined;
      do {
        const page = await send(() =>
          client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: folderPrefix, ContinuationToken: token }),
          ),
        );
        await deleteObjects((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    /** Fails with the store's own reason when the bucket cannot be reached or does not exist. */
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
  if (options.publicUrl) {
    const base = options.publicUrl;
    store.publicUrl = (key) => `${base}/${objectKey(key)}`;
  }
  return store;
}
