import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Settings } from '../config/object-storage.js';
import { AppError } from '../lib/app-error.js';
import {
  assertSafeKey,
  fileStoreUnavailableMessage,
  type FileConditions,
  type FileStore,
  type NotModified,
  type StoredFile,
} from './file-store.js';

/*
 * The files in an S3-compatible bucket (decision 32), shared by every instance. The portal
 * streams them to the browser itself, under its own URLs and access checks; the bucket stays
 * private. A store that cannot be reached (down, timing out, refusing the credentials) answers
 * 503 with a message; a key that is not there is a plain "no file".
 */

/** Short enough that an upload fails within seconds while the store is away. */
const timeouts = { connectionTimeout: 2_000, requestTimeout: 5_000 };

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name));

/** Answers that mean the settings are wrong rather than the store away: no retrying helps. */
const misconfigured = new Set([301, 400, 403, 404]);

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 3,
      requestHandler: timeouts,
      // Checksums only where S3 requires them: several S3-compatible services refuse the
      // newer checksum headers, and every file is re-read and checked by sharp on upload anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.settings.keyPrefix}${key}`;
  }

  private unavailable(action: string, key: string | undefined, error: unknown): AppError {
    // The reason alone: the SDK's error object carries the whole request and response.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.log?.warn(
      { reason, bucket: this.settings.bucket, key, status: statusOf(error) },
      `object storage: ${action} failed`,
    );
    return AppError.unavailable(fileStoreUnavailableMessage);
  }

  /**
   * Checks the bucket answers. Wrong settings (no such bucket, refused credentials, another
   * region) stop the start; a store that is only away is logged, and the portal starts anyway
   * (uploads answer 503 until it is back).
   */
  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined && misconfigured.has(status)) {
        throw new Error(
          `Object storage: bucket "${this.settings.bucket}" answered ${status}: check S3_BUCKET, S3_REGION, S3_ENDPOINT and the keys`,
          { cause: error },
        );
      }
      this.unavailable('checking the bucket', undefined, error);
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      Body: data,
      ContentType: contentType,
      ContentLength: data.length,
    });
    try {
      await this.client.send(command);
    } catch (error) {
      throw this.unavailable('storing a file', key, error);
    }
  }

  async get(
    key: string,
    conditions: FileConditions = {},
  ): Promise<StoredFile | NotModified | null> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      IfNoneMatch: conditions.ifNoneMatch,
    });
    try {
      const answer = await this.client.send(command);
      if (!(answer.Body instanceof Readable)) throw new Error('The object came without a body');
      return {
        body: answer.Body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? '',
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (statusOf(error) === 304) return { notModified: true, etag: conditions.ifNoneMatch ?? '' };
      if (isNotFound(error)) return null;
      throw this.unavailable('reading a file', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) });
    try {
      await this.client.send(command);
    } catch (error) {
      if (isNotFound(error)) return;
      throw this.unavailable('deleting a file', key, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    const command = new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) });
    try {
      await this.client.send(command);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw this.unavailable('looking up a file', key, error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
