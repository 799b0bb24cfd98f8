import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './own-servers.js';

/*
 * An S3-compatible object store of a test's own (s3rver, decision 32): a real HTTP server
 * speaking S3 on a free port, its objects in a temporary folder. A test may stop it (every
 * connection dropped, as when the store goes away) and start it again with its objects.
 */

export interface TestObjectStore {
  /** The S3_ settings that point an app at this store. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its objects. */
  destroy(): Promise<void>;
}

const bucket = 'corner-test';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestObjectStore(): Promise<TestObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), 'corner-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    maxAttempts: 1,
  });
  let server: S3rver | undefined;
  const own: TestObjectStore = {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async start() {
      const started = new S3rver({
        address: '127.0.0.1',
        port,
        directory,
        silent: true,
        configureBuckets: [{ name: bucket }],
      });
      await started.run();
      server = started;
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running) return;
      const closed = running.close();
      running.httpServer?.closeAllConnections();
      await closed;
    },
    async destroy() {
      await own.stop();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}
