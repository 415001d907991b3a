import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  bucket: string;
  /** `http://127.0.0.1:<port>`, known once the server runs (in a beforeAll). */
  endpoint(): string;
  /** The S3_* variables that point the shop at this server's bucket. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A client of the same bucket, to look at what the shop wrote. */
  client(): S3Client;
  /** Every object key under a prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
}

/**
 * A real S3-compatible server (s3rver, on a free port of 127.0.0.1, files in a temporary folder)
 * for the current test file or describe block, with one empty bucket. Call before useTestApp.
 */
export function useS3Server(bucket = 'ikawa-photos'): S3TestServer {
  let server: S3rver | undefined;
  let directory = '';
  let endpoint = '';
  let client: S3Client | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'ikawa-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    });
  });

  afterAll(async () => {
    client?.destroy();
    await server?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const s3: S3TestServer = {
    bucket,
    endpoint: () => endpoint,
    env: (extra = {}) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ...extra,
    }),
    client: () => {
      if (!client) throw new Error('the S3 test server is not running yet');
      return client;
    },
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3
          .client()
          .send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
  return s3;
}
