import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MediaStorage, type StoredObject } from '../../application/media/media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…). Objects are written without any ACL,
 * so they stay as private as the bucket: listeners reach them only through the API's paywall, which
 * streams them (with ranges) after its access check. Every API and worker process sees the same files.
 */
export class S3MediaStorage extends MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3MediaStorageOptions) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Only the checksums S3 itself requires: several S3-compatible stores reject the newer optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must fail the request (and the readiness probe), not hang it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // One PUT: the object appears whole or not at all (S3 has no partial objects).
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        contentType: head.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    const request = new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
    this.client
      .send(request)
      .then((object) => pipeline(object.Body as Readable, out))
      // A listener that goes away destroys `out`; the pipeline then drops the S3 body too.
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('deletePrefix takes a folder-like prefix ending in /');
    // List the first page, delete it, list again: no continuation token or marker to keep, and a
    // prefix holding more than one page is emptied page by page. (The original ListObjects: every
    // S3-compatible store has it, and without paging it does what ListObjectsV2 would.)
    for (let page = 0; page < 10_000; page++) {
      const listed = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 1000 }));
      const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length === 0) return;
      const result = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.length} object(s) under ${prefix}: ${result.Errors[0]!.Code ?? ''} ${result.Errors[0]!.Message ?? ''}`);
    }
    throw new Error(`objects under ${prefix} keep coming back after deletion`);
  }

  async isUp(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(3_000) });
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the client's sockets (shutdown). */
  close(): void {
    this.client.destroy();
  }
}
